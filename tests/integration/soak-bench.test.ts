/**
 * The bench's soak and load rows (issue 32, item 8), run for seconds instead of minutes: the server as
 * its own process under 16 connections of mixed calls with a quote PDF, then 1, 8, 32 and 64
 * connections, answers no 5xx and nothing but 200. Times are printed by the bench, never asserted here.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { benchSoakAndLoad } from '../bench/soak.ts';

describe('npm run bench -- --only soak,load, shortened', () => {
  it('16 connections with a PDF, then 1 to 64 connections: every call answered 200', async () => {
    const result = await benchSoakAndLoad({
      soak: true,
      load: true,
      soakSeconds: 4,
      loadSeconds: 1,
      warmSeconds: 2,
      databaseName: `soak_${randomBytes(4).toString('hex')}`,
    });
    expect(result.soak!.requests).toBeGreaterThan(0);
    expect([result.soak!['5xx'], result.soak!['other non-200']]).toEqual([0, 0]);
    expect(result.soak!.pdfs.made).toBeGreaterThan(0);
    expect(result.soak!.pdfs.ok).toBe(result.soak!.pdfs.made);
    expect(result.load.map((row) => [row.connections, row['5xx'], row['other non-200']])).toEqual([
      [1, 0, 0],
      [8, 0, 0],
      [32, 0, 0],
      [64, 0, 0],
    ]);
    expect(result.load.every((row) => row.requests > 0)).toBe(true);
  }, 180_000);
});
