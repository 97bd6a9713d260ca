/** JSON with every object's keys sorted: the committed document diffs only where a call changed. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const stableJson = (value: unknown): string => `${JSON.stringify(sortKeys(value), null, 2)}\n`;
