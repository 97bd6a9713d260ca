import { describe, expect, it } from 'vitest';
import { cardPosition, ORDER_PAGE_TOUR, presentSteps, tourTarget } from './tour-steps.ts';

describe('order page tour', () => {
  it('leaves out steps whose control is absent', () => {
    const present = new Set(['[data-tour="add-menu"]', 'aside[aria-label="Options"]']);
    expect(presentSteps(ORDER_PAGE_TOUR, (s) => present.has(s)).map((s) => s.title)).toEqual(['Add items', 'Choose options']);
    expect(tourTarget(ORDER_PAGE_TOUR[1]!)).toBe('[data-tour="add-menu"]');
  });

  it('places the card below the control, above it when there is no room, inside the viewport', () => {
    const viewport = { width: 1440, height: 900 };
    const card = { width: 320, height: 180 };
    expect(cardPosition({ top: 100, left: 50, width: 200, height: 40 }, card, viewport)).toEqual({ top: 152, left: 50 });
    expect(cardPosition({ top: 800, left: 50, width: 200, height: 40 }, card, viewport)).toEqual({ top: 608, left: 50 });
    expect(cardPosition({ top: 100, left: 1400, width: 30, height: 40 }, card, viewport).left).toBe(1440 - 320 - 8);
  });

  it('sits across the bottom on a phone', () => {
    expect(cardPosition({ top: 100, left: 50, width: 200, height: 40 }, { width: 374, height: 200 }, { width: 390, height: 844 })).toEqual({
      top: 636,
      left: 8,
    });
  });
});
