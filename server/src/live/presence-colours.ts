/**
 * Each person's colour on a shared plan: picked from their id, the same on every screen and instance.
 * Every colour carries white initials at 4.5:1 or more (WCAG AA for small text).
 */
const PRESENCE_COLOURS = ['#b3400a', '#1864ab', '#2f6b2f', '#862e9c', '#a61e4d', '#0b6b7d', '#7a5300', '#5f3dc4'] as const;

export const presenceColourOf = (userId: number): string => PRESENCE_COLOURS[userId % PRESENCE_COLOURS.length]!;
