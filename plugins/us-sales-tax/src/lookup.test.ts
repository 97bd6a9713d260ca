import { describe, expect, it } from 'vitest';
import { address } from '@configurator/core';
import { lookupStateRate } from './lookup.ts';

const at = (state: string, country = '') => address.parse({ state, country, streetAddress: '1 Main', city: 'X', zip: '1' });

describe('US state base rates', () => {
  it('answers the state base rate with its source', async () => {
    expect(await lookupStateRate(at('tx'), {})).toMatchObject({ kind: 'rate', ratePercent: 6.25 });
    expect(await lookupStateRate(at('CA', 'United States'), {})).toMatchObject({
      kind: 'rate',
      ratePercent: 7.25,
      source: expect.stringContaining('Tax Foundation'),
    });
  });

  it('skips the states the organisation sets itself', async () => {
    expect(await lookupStateRate(at('NY'), { skipStates: ['CA', 'NY'] })).toEqual({
      kind: 'skipped',
      reason: 'Sales tax is not looked up for NY; the current rate is kept.',
    });
  });

  it('cannot look up unknown states or addresses abroad', async () => {
    expect(await lookupStateRate(at('ZZ'), {})).toMatchObject({ kind: 'unavailable' });
    expect(await lookupStateRate(at('ON', 'Canada'), {})).toMatchObject({ kind: 'unavailable' });
  });
});
