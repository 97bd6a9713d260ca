/**
 * The changes of one record, sent one after another in the order they were made. Two quick edits of a
 * product (an option held for the price export, then a property ticked for its rows) would otherwise
 * travel side by side: the server could apply them in either order, and the first answer, arriving
 * while the second change travels, would put the older row back on screen.
 */
interface RowWrite<T> {
  /** The server's answer, once every earlier change of the same record has been answered. */
  answer: Promise<T>;
  /** True while no newer change of the same record has been started: only then is the answer shown. */
  isLatest(): boolean;
  /** Forgets the record once its last change is answered. */
  done(): void;
}

export function createRowWrites() {
  const rows = new Map<string, { tail: Promise<unknown>; latest: number }>();
  let started = 0;
  return {
    start<T>(key: string, send: () => Promise<T>): RowWrite<T> {
      const number = ++started;
      // A refused earlier change does not hold back this one: its caller has already been told.
      const previous = rows.get(key)?.tail.catch(() => undefined) ?? Promise.resolve();
      const answer = previous.then(send);
      rows.set(key, { tail: answer, latest: number });
      const isLatest = () => rows.get(key)?.latest === number;
      return {
        answer,
        isLatest,
        done: () => {
          if (isLatest()) rows.delete(key);
        },
      };
    },
  };
}
