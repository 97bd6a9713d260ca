/**
 * The sessions this process found valid in the last minute: each one's joined rows (session,
 * membership, user, organisation) as its last lookup read them, by session id (the cookie token's hash).
 *
 * Why: a read call may start its reads beside the session lookup instead of after it (call-router.ts,
 * readAhead), served as the viewer these rows describe; its answer is used only when the call's own
 * lookup reads exactly the same rows. Nothing here ever answers a request or decides a permission.
 * Only cookies this process verified recently are remembered, so a made-up cookie starts no read.
 */
/** A session's row with its membership, user and organisation rows, as the driver read them. */
export type SessionRows = Record<'session' | 'membership' | 'user' | 'org', Record<string, unknown>>;

/** A session verified longer ago than this starts no read ahead of its lookup. */
const REMEMBERED_FOR_MS = 60_000;
/** Bounded: when full, everything is forgotten at once (the next lookups remember again). */
const MAX_REMEMBERED = 10_000;

export interface RememberedSession {
  rows: SessionRows;
  /** The rows as JSON text: two lookups that read the same text describe the same viewer. */
  fingerprint: string;
}

export class RecentSessions {
  /** By session id: the fingerprint (the rows are parsed from it when recalled) and when it was verified. */
  private readonly bySessionId = new Map<string, { fingerprint: string; at: number }>();

  /**
   * Remembers the rows' fingerprint. Rows JSON cannot give back as read (a Date, a Buffer) are not
   * remembered: a viewer recalled from their text would not be the one the lookup makes.
   */
  remember(sessionId: string, session: RememberedSession): void {
    const known = this.bySessionId.get(sessionId);
    // The same rows as before (most requests): only the time they were verified moves.
    if (known?.fingerprint === session.fingerprint) {
      known.at = Date.now();
      return;
    }
    if (!isJsonAsRead(session.rows)) {
      this.bySessionId.delete(sessionId);
      return;
    }
    if (this.bySessionId.size >= MAX_REMEMBERED && !known) this.bySessionId.clear();
    this.bySessionId.set(sessionId, { fingerprint: session.fingerprint, at: Date.now() });
  }

  forget(sessionId: string): void {
    this.bySessionId.delete(sessionId);
  }

  /**
   * The session's rows as last verified, unless that was too long ago: parsed afresh from their text
   * each time, as making entities of rows may change them, and what is remembered must stay as read.
   */
  recall(sessionId: string): RememberedSession | undefined {
    const found = this.bySessionId.get(sessionId);
    if (!found) return undefined;
    if (Date.now() - found.at > REMEMBERED_FOR_MS) {
      this.bySessionId.delete(sessionId);
      return undefined;
    }
    return { rows: JSON.parse(found.fingerprint) as SessionRows, fingerprint: found.fingerprint };
  }
}

/** Only what JSON gives back as it was: plain objects, arrays, strings, finite numbers, booleans and null. */
function isJsonAsRead(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonAsRead);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJsonAsRead);
  return false;
}
