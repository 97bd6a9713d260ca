/**
 * The first thing the entry module does (main.tsx imports it before anything else): give the session
 * check (getSessionCall, which session-store.ts makes at boot and takes from here) its answer.
 *  - The server put the answer into the document (server/src/http/document-session.ts): the check
 *    takes it without a request, and the organisation it names is remembered at once, so the route's
 *    data is asked for at boot even by a browser that remembers none (boot-data.ts). The answers of
 *    the route's first call the document carries are taken the same way by that call.
 *  - Otherwise the check is sent now, while the browser evaluates the rest of the app.
 * Neither on an arrival link, whose tokens may change the session before it is asked for.
 */
import { answeredEarly, postEarly } from './api/early-fetch.ts';
import { BOOT_SESSION_ID, type DocumentBoot } from '@configurator/core/document-boot';
import { ARRIVAL_PARAMS } from './features/shell/arrival-params.ts';
import { rememberActiveOrg } from './features/session/remembered-org.ts';

/** getSessionCall's path, written out so this module pulls in no contract (a unit test checks it is the same). */
export const SESSION_PATH = '/auth/session';

/** The fields of the session answer this module reads; the session store checks the whole answer against the contract. */
interface EmbeddedSession {
  data: { activeOrg?: { id?: unknown }; enabledPlugins?: { id?: unknown }[] } | null;
}

/** The document's data block, read once (and its element removed), or undefined. */
function documentBoot(): string | undefined {
  const element = document.getElementById(BOOT_SESSION_ID);
  element?.remove();
  return element?.textContent || undefined;
}

function takeDocumentBoot(json: string | undefined): boolean {
  if (!json) return false;
  let boot: DocumentBoot;
  try {
    boot = JSON.parse(json) as DocumentBoot;
  } catch {
    return false;
  }
  answeredEarly(SESSION_PATH, JSON.stringify(boot.session));
  for (const { path, body, answer, etag } of boot.answers ?? []) answeredEarly(path, JSON.stringify(answer), body, etag);
  const session = boot.session as EmbeddedSession;
  const orgId = session.data?.activeOrg?.id;
  if (typeof orgId === 'number') {
    rememberActiveOrg({ id: orgId, pluginIds: (session.data?.enabledPlugins ?? []).map((p) => p.id).filter((id): id is string => typeof id === 'string') });
  }
  return true;
}

const embedded = documentBoot();
const search = new URLSearchParams(window.location.search);
if (!ARRIVAL_PARAMS.some((name) => search.has(name)) && !takeDocumentBoot(embedded)) postEarly(SESSION_PATH);
