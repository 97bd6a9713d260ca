import { describe, expect, it } from 'vitest';
import { createRowWrites } from './row-writes.ts';

/** A promise settled by hand, and whether its send was called. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a record's changes", () => {
  it('are sent one after another, and only the last answer is the one to show', async () => {
    const writes = createRowWrites();
    const sent: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = writes.start('product:1', () => (sent.push('first'), first.promise));
    const b = writes.start('product:1', () => (sent.push('second'), second.promise));
    await settle();
    expect(sent).toEqual(['first']);
    first.resolve('row after the first');
    expect(await a.answer).toBe('row after the first');
    expect(a.isLatest()).toBe(false);
    a.done();
    await settle();
    expect(sent).toEqual(['first', 'second']);
    second.resolve('row after both');
    expect(await b.answer).toBe('row after both');
    expect(b.isLatest()).toBe(true);
    b.done();
    // Forgotten once answered: the next change of the record goes at once.
    writes.start('product:1', async () => sent.push('third'));
    await settle();
    expect(sent).toEqual(['first', 'second', 'third']);
  });

  it('of different records travel side by side, and a refused change does not hold back the next', async () => {
    const writes = createRowWrites();
    const sent: string[] = [];
    const refused = deferred<string>();
    const a = writes.start('product:1', () => (sent.push('product 1'), refused.promise));
    writes.start('product:2', async () => sent.push('product 2'));
    const c = writes.start('product:1', async () => (sent.push('product 1 again'), 'stored'));
    await settle();
    expect(sent).toEqual(['product 1', 'product 2']);
    refused.reject(new Error('refused'));
    await expect(a.answer).rejects.toThrow('refused');
    expect(await c.answer).toBe('stored');
    expect(sent).toEqual(['product 1', 'product 2', 'product 1 again']);
  });
});
