/**
 * Posts sent before the app's code has been evaluated: the entry module (web/src/boot-session.ts)
 * sends the session check first, so it travels while the browser evaluates the rest of the app and
 * builds the API contract, instead of leaving only once the first render's effects run (issue 20:
 * the order page's largest paint waits for the session). This module imports nothing, so it is
 * evaluated before everything else in the entry chunk. The api client takes a started post with the
 * same path and body instead of sending it again (takeEarlyPost); each is taken once.
 */
const started = new Map<string, Promise<Response>>();
const keyOf = (path: string, body: string) => `${path} ${body}`;

/** The request every call of the API sends: a POST of JSON, with the session cookie. */
export function postInit(body: string, accept: string, ifNoneMatch?: string, signal?: AbortSignal): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: accept, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
    body,
    ...(signal ? { signal } : {}),
  };
}

/**
 * Sends a JSON post now for a call the app will make with the same path and body, unless one is
 * already started or answered (the document carried it): that one is kept.
 */
export function postEarly(path: string, body = '{}'): void {
  if (started.has(keyOf(path, body))) return;
  const response = fetch(path, postInit(body, 'application/json'));
  // Its failure is the caller's to see when it takes it.
  response.catch(() => undefined);
  started.set(keyOf(path, body), response);
}

/**
 * An answer the app already holds for a call it will make with this path and body (the session
 * check's answer the server put into the document): the call takes it instead of sending the post.
 */
export function answeredEarly(path: string, json: string, body = '{}', etag?: string): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) };
  started.set(keyOf(path, body), Promise.resolve(new Response(json, { status: 200, headers })));
}

/** The post started early with this path and body, once (undefined when none was). */
export function takeEarlyPost(path: string, body: string): Promise<Response> | undefined {
  const key = keyOf(path, body);
  const response = started.get(key);
  started.delete(key);
  return response;
}

/** Forgets posts started early and not yet taken (a new session must not take an old answer). */
export function forgetEarlyPosts(): void {
  started.clear();
}
