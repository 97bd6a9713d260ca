/**
 * The first thing the entry module does (main.tsx imports it before anything else): send the session
 * check (getSessionCall, which session-store.ts makes at boot and takes from here), unless the address
 * is an arrival link, whose tokens may change the session before it is asked for.
 */
import { postEarly } from './api/early-fetch.ts';
import { ARRIVAL_PARAMS } from './features/shell/arrival-params.ts';

/** getSessionCall's path, written out so this module pulls in no contract (a unit test checks it is the same). */
export const SESSION_PATH = '/auth/session';

const search = new URLSearchParams(window.location.search);
if (!ARRIVAL_PARAMS.some((name) => search.has(name))) postEarly(SESSION_PATH);
