/**
 * A small deterministic PRNG (mulberry32) so a random alignment is the same every time the item is
 * drawn, on every screen and in every document: seeded from the item id (spec §5).
 */
export function mulberry32(seed: number): () => number {
  let a = (Math.trunc(seed) | 0) ^ 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
