/** Other people's selections on the canvas (issue 36): only records this view draws, each person with their boxes. */
import { describe, expect, it } from 'vitest';
import type { LivePresence, RecordKey } from '@configurator/core';
import { othersSelections } from './OthersSelection.tsx';

const person = (userId: number, selection: LivePresence['selection']): LivePresence => ({
  userId,
  name: `P${userId}`,
  colour: '#1864ab',
  view: 'Plan',
  selection,
  here: true,
});
const box = { x: 0, y: 0, width: 10, height: 2 };

describe('othersSelections', () => {
  it('outlines what another person selected when this view draws it, and nothing for a person whose selection is elsewhere', () => {
    const drawn = new Map<RecordKey, number>([['archWall:3', 0]]);
    const shown = othersSelections(
      [
        person(1, [
          { type: 'archWall', id: 3 },
          { type: 'archWall', id: 9 },
        ]),
        person(2, [{ type: 'entity', id: 4 }]),
        person(3, []),
      ],
      drawn,
      () => box,
    );
    expect(shown).toEqual([{ person: expect.objectContaining({ userId: 1 }), boxes: [{ key: 'archWall:3', box }] }]);
  });
});
