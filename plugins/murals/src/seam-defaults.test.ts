import { describe, expect, it } from 'vitest';
import { PLAN } from '@configurator/core';
import { seamData } from './schemas.ts';

describe('a new seam (the spec calico line)', () => {
  it('takes the calico line defaults: size 2, alignment center, rotations 0, not a kill point', () => {
    const seam = seamData.parse({});
    expect({ size: seam.size, alignment: seam.alignment, rotations: seam.rotations, isKillPoint: seam.isKillPoint }).toEqual({
      size: 2,
      alignment: 'center',
      rotations: 0,
      isKillPoint: false,
    });
    expect(PLAN.calicoLine).toEqual({ size: 2, alignment: 'center', rotations: 0, isKillPoint: false });
  });
  it('refuses rotations that are not whole numbers', () => {
    expect(seamData.safeParse({ rotations: 1.5 }).success).toBe(false);
  });
});
