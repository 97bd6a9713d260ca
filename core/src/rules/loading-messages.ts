/**
 * The loading screen's three lines (spec orders.md §2), also messages.loading. A module of their own:
 * every page's first load shows them, and the rest of messages.ts then stays with the screens that
 * use it (issue 17).
 */
export const loadingMessages = ['Loading up', 'This can take a few seconds', 'Hold tight...'] as const;
