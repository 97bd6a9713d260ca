/**
 * Loads never overwrite newer writes (issue 34 item 2). An admin list is loaded while the person may
 * already be adding, changing or removing its records; the load's answer was read before those writes,
 * so taking it as a whole would bring back a removed record, drop an added one (its page then says it
 * does not exist) or show an old title. Each admin list keeps a journal of its own writes: a load
 * notes where the journal stood when it was sent, and its answer is merged record by record with
 * what the screen holds: a record written since then keeps the newer of the two versions (by
 * lastUpdated), a record added since then stays, a record removed since then stays removed.
 */
export interface JournalRow {
  id: number;
  lastUpdated?: string | null;
}

export interface WriteJournal {
  /** Where the journal stands now: a load sent now passes this to merge. */
  mark(): number;
  /** A record was created or changed by this screen (the row the server answered is in the list). */
  wrote(id: number): void;
  /** A record was removed by this screen. */
  removed(id: number): void;
  /** The loaded rows merged with the held ones, keeping every write made since `mark`. */
  merge<T extends JournalRow>(held: readonly T[] | null, loaded: readonly T[], mark: number): T[];
}

const versionOf = (row: JournalRow): number => (row.lastUpdated ? Date.parse(row.lastUpdated) : Number.NaN);

/** The newer of two versions of one record; the held one when their versions cannot be told apart. */
function newer<T extends JournalRow>(held: T, loaded: T): T {
  const [h, l] = [versionOf(held), versionOf(loaded)];
  return Number.isFinite(h) && Number.isFinite(l) && l > h ? loaded : held;
}

export function createWriteJournal(): WriteJournal {
  let sequence = 0;
  const written = new Map<number, number>();
  const removedAt = new Map<number, number>();
  return {
    mark: () => sequence,
    wrote(id) {
      written.set(id, ++sequence);
      removedAt.delete(id);
    },
    removed(id) {
      removedAt.set(id, ++sequence);
    },
    merge(held, loaded, mark) {
      const since = (map: Map<number, number>, id: number) => (map.get(id) ?? 0) > mark;
      const heldById = new Map((held ?? []).map((row) => [row.id, row]));
      const loadedIds = new Set(loaded.map((row) => row.id));
      const merged = loaded
        .filter((row) => !since(removedAt, row.id))
        .map((row) => {
          const mine = heldById.get(row.id);
          return mine && since(written, row.id) ? newer(mine, row) : row;
        });
      const added = (held ?? []).filter((row) => !loadedIds.has(row.id) && since(written, row.id) && !since(removedAt, row.id));
      return [...merged, ...added];
    },
  };
}
