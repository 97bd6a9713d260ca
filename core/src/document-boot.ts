/**
 * What the server's document hands the app before any call (server/src/http/document-session.ts writes
 * it, web/src/boot-session.ts reads it). A module of its own that imports nothing: the web's entry
 * reads it before the rest of the app, core's contract included, is evaluated.
 */

/** The id of the document's data block holding the session check's answer. */
export const BOOT_SESSION_ID = 'boot-session';
