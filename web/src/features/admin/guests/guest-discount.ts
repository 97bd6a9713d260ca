/** A guest's discount as typed on the admin guests page: a percent from 0 to 100, or null for none; undefined when it is neither. */
export function parseDiscount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}
