/**
 * What the server's document hands the app before any call (server/src/http/document-session.ts writes
 * it, web/src/boot-session.ts reads it). A module of its own that imports nothing: the web's entry
 * reads it before the rest of the app, core's contract included, is evaluated.
 */

/** The id of the document's data block holding the session check's answer. */
export const BOOT_SESSION_ID = 'boot-session';

/** One answer the document carries: the call's path, its body as the web sends it, and the answer. */
export interface DocumentBootAnswer {
  path: string;
  /** JSON of the request body, as the web's api client writes it (its key for the answer). */
  body: string;
  answer: unknown;
  /** The answer's tag, for a call that tags its answers (the client revalidates with it later). */
  etag?: string;
}

/** The document's data block: the session check's answer and the answers of the route's first call. */
export interface DocumentBoot {
  session: unknown;
  answers: DocumentBootAnswer[];
}
