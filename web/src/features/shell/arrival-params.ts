/** The query parameters an arrival link carries (arrival-links.ts consumes them); a module of its own so the entry's first module can read it without the session code. */
export const ARRIVAL_PARAMS = ['userToken', 'shareToken', 'orgId', 'goto'] as const;
