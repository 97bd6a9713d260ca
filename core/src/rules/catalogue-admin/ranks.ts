/**
 * Rank entry (§5): the typed number is a position clamped to 1..length; a non-number or the unchanged
 * position does nothing (null); otherwise the whole list is re-ranked 1..n.
 */
export function rerankByPosition<T extends { id: number }>(list: readonly T[], id: number, typed: string | number): { id: number; rank: number }[] | null {
  const position = typeof typed === 'number' ? typed : Number(String(typed).trim());
  if (String(typed).trim() === '' || !Number.isFinite(position)) return null;
  const from = list.findIndex((r) => r.id === id);
  if (from < 0) return null;
  const to = Math.min(Math.max(Math.round(position), 1), list.length) - 1;
  if (to === from) return null;
  const order = list.filter((r) => r.id !== id);
  order.splice(to, 0, list[from]!);
  return order.map((r, i) => ({ id: r.id, rank: i + 1 }));
}

/** A new option's rank: 1 for a property without options, else count + 1 (§9). */
export const nextOptionRank = (optionCount: number): number => (optionCount === 0 ? 1 : optionCount + 1);

/** A new category's rank: one above the highest (§7). */
export const rankAboveMax = (ranks: readonly number[]): number => (ranks.length ? Math.max(...ranks) : 0) + 1;

/** Option data JSON (§5): stored as an object when it parses to one, otherwise as the text itself. */
export function parseOptionData(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON: kept as plain text, as the spec says.
  }
  return text;
}
