/**
 * Rank entry (catalogue §5): the typed number is a position clamped to 1 through the list length; a
 * non-number or an unchanged position does nothing; otherwise the whole list is re-ranked 1..n.
 */
export function rankedPositions<T extends { id: number; rank: number }>(list: readonly T[], id: number, typed: string): Map<number, number> | null {
  const ordered = [...list].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const from = ordered.findIndex((r) => r.id === id);
  const wanted = Number.parseInt(typed.trim(), 10);
  if (from < 0 || !/^-?\d+$/.test(typed.trim()) || !Number.isFinite(wanted)) return null;
  const to = Math.min(Math.max(wanted, 1), ordered.length) - 1;
  if (to === from) return null;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return new Map(ordered.map((r, i) => [r.id, i + 1]));
}
