import { describe, expect, it } from 'vitest';
import { createWriteJournal } from './write-journal.ts';

const row = (id: number, title: string, lastUpdated = '2026-11-27T10:00:00.000Z') => ({ id, title, lastUpdated });

describe('an admin list merging a load with its own writes', () => {
  it('takes the load as it is when nothing was written since it was sent', () => {
    const journal = createWriteJournal();
    const mark = journal.mark();
    expect(journal.merge([row(1, 'old')], [row(1, 'new'), row(2, 'two')], mark)).toEqual([row(1, 'new'), row(2, 'two')]);
  });

  it('keeps a record added while the load was on its way', () => {
    const journal = createWriteJournal();
    const mark = journal.mark();
    journal.wrote(9);
    expect(journal.merge([row(9, 'added')], [row(1, 'one')], mark)).toEqual([row(1, 'one'), row(9, 'added')]);
  });

  it('keeps the newer version of a record changed meanwhile, and a removed record removed', () => {
    const journal = createWriteJournal();
    const mark = journal.mark();
    journal.wrote(1);
    journal.removed(2);
    const held = [row(1, 'renamed', '2026-11-27T10:00:05.000Z')];
    const loaded = [row(1, 'stale', '2026-11-27T10:00:00.000Z'), row(2, 'gone')];
    expect(journal.merge(held, loaded, mark)).toEqual([row(1, 'renamed', '2026-11-27T10:00:05.000Z')]);
    // A version newer than the held one (another tab wrote after this screen) wins.
    const later = [row(1, 'other tab', '2026-11-27T10:00:09.000Z')];
    expect(journal.merge(held, later, mark)).toEqual(later);
  });

  it('forgets writes older than the load: the load then knows them', () => {
    const journal = createWriteJournal();
    journal.wrote(3);
    const mark = journal.mark();
    expect(journal.merge([row(3, 'mine')], [], mark)).toEqual([]);
  });
});
