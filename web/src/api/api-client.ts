/**
 * The one way the web talks to the server: every call is a POST of JSON to the call's path, parsed
 * on the way out by the call's request schema and on the way back by its response schema (the same
 * zod contract the server uses, so the two cannot drift). Errors arrive as { error: { code, message,
 * issues? } } and are thrown as ApiError so screens can show the server's message.
 */
import { z } from 'zod';
import { apiErrorBody, type ApiCall, type ApiErrorCode } from '@configurator/core';
import { yieldToMain } from './yield-to-main.ts';
import { forgetEarlyPosts, postInit, takeEarlyPost } from './early-fetch.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message for one field, e.g. 'email', when the server (or the request schema) named it. */
  issueFor(path: string): string | undefined {
    return this.issues.find((i) => i.path === path)?.message;
  }
}

/** What to tell a person about a failure: the server's message for an ApiError, else the error's own. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * Called when a call outside /auth/ answers 401: the session ended (expired, signed out elsewhere).
 * The session store registers itself here so every screen falls back to sign-in the same way.
 */
let onSessionEnded: (() => void) | null = null;
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/**
 * Told after every request whether the server was reached: true for any answer (an HTTP error status
 * is still an answer), false when fetch itself failed (offline, DNS, connection refused). The header's
 * network indicator registers itself here.
 */
let onServerReached: ((reached: boolean) => void) | null = null;
export function setServerReachedHandler(handler: ((reached: boolean) => void) | null): void {
  onServerReached = handler;
}

/** The calls waiting for their answer, so sign-out can cancel them (abortCallsInFlight). */
const inFlight = new Set<AbortController>();
const CANCELLED_MESSAGE = 'The call was cancelled.';

/**
 * Cancels every call still waiting for its answer. Sign-out does this first: a call of the ending
 * session that the server reached after the session was gone would answer 401, which the browser
 * logs as an error and which would end the session a second time.
 */
export function abortCallsInFlight(): void {
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
}

/**
 * Posts JSON; answers the response when it is OK (or 304 Not Modified when the request carried
 * If-None-Match), else throws ApiError with the server's message.
 */
async function post(path: string, body: unknown, accept: string, ifNoneMatch?: string): Promise<Response> {
  let response: Response;
  const controller = new AbortController();
  inFlight.add(controller);
  try {
    // Starting a fetch costs the main thread; in a task of its own, it does not lengthen the task that
    // asked, often a render's effects before the browser paints it (issue 20). A call cancelled
    // meanwhile (sign-out) is not sent.
    await yieldToMain();
    controller.signal.throwIfAborted();
    const text = JSON.stringify(body ?? {});
    // A post started before the app ran, or answered by the document (early-fetch.ts, boot-session.ts), is taken, not sent again.
    const early = ifNoneMatch ? undefined : takeEarlyPost(path, text);
    response = await (early ?? fetch(path, postInit(text, accept, ifNoneMatch, controller.signal)));
  } catch {
    // A call cancelled on purpose (sign-out) says nothing about the server.
    if (controller.signal.aborted) throw new ApiError(0, 'network', CANCELLED_MESSAGE);
    onServerReached?.(false);
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  } finally {
    inFlight.delete(controller);
  }
  onServerReached?.(true);
  if (response.ok || (ifNoneMatch && response.status === 304)) return response;
  if (response.status === 401 && !path.startsWith('/auth/')) onSessionEnded?.();
  const parsed = apiErrorBody.safeParse(parseJson(await response.text()));
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    throw new ApiError(response.status, code, message, issues ?? []);
  }
  throw new ApiError(response.status, 'internal', `The server answered ${response.status} ${response.statusText}.`.trim());
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Posts JSON and returns the parsed body; throws ApiError for error bodies and network failures. */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  return parseJson(await (await post(path, body, 'application/json')).text());
}

/**
 * Calls a download call (documents' PDF and CSV): the file's bytes and the name the server gave it in
 * Content-Disposition (its UTF-8 filename* form).
 */
export async function downloadFromApi<Req extends z.ZodType>(call: ApiCall<Req, z.ZodType>, body: z.input<Req>): Promise<{ blob: Blob; fileName: string }> {
  const response = await post(call.path, call.request.parse(body), '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]*)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? 'download') };
}

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * The answers of calls the server tags (ETag; the order page's data), by path and request body: asked
 * again, the client sends the tag as If-None-Match and, on 304, uses the body it kept instead of
 * downloading it again. POST answers are not kept by the browser's HTTP cache, so the client keeps
 * them itself, in memory only (a new page load starts empty), the most recent few.
 */
const revalidated = new Map<string, { etag: string; json: unknown }>();
const REVALIDATED_KEPT = 10;

async function postRevalidated(path: string, body: unknown, key: string): Promise<unknown> {
  const kept = revalidated.get(key);
  const response = await post(path, body, 'application/json', kept?.etag);
  if (kept && response.status === 304) return kept.json;
  const json = parseJson(await response.text());
  const etag = response.headers.get('etag');
  revalidated.delete(key);
  if (etag) {
    revalidated.set(key, { etag, json });
    // Oldest first in a Map: drop beyond the few most recent.
    for (const old of revalidated.keys()) {
      if (revalidated.size <= REVALIDATED_KEPT) break;
      revalidated.delete(old);
    }
  }
  return json;
}

/**
 * Forgets every kept answer and every call started early (sign-in, sign-out, another organisation):
 * none is sent as If-None-Match again or handed to a screen of another session.
 */
export function forgetKeptAnswers(): void {
  revalidated.clear();
  forgetEarlyPosts();
}

export interface CallOptions {
  /** Send the tag of the answer kept from the same call and reuse that answer on 304 (calls the server tags). */
  revalidate?: boolean;
}

/** Calls one API call of the contract and returns its `data`. */
export async function callApi<Req extends z.ZodType, Data extends z.ZodType>(
  call: ApiCall<Req, z.ZodObject<{ data: Data }>>,
  body: z.input<Req>,
  options: CallOptions = {},
): Promise<z.output<Data>> {
  const request = call.request.safeParse(body);
  if (!request.success) {
    const issues = issuesOf(request.error);
    throw new ApiError(400, 'bad_request', issues[0]?.message ?? 'Invalid input.', issues);
  }
  // The kept answer is parsed again below like a fresh one: screens get their own objects each time.
  const json = options.revalidate
    ? await postRevalidated(call.path, request.data, `${call.path} ${JSON.stringify(request.data)}`)
    : await postJson(call.path, request.data);
  const response = call.response.safeParse(json);
  if (!response.success) {
    // A response that breaks the contract is a bug on one side; say where, and fail loudly.
    throw new ApiError(
      500,
      'internal',
      `Unexpected answer from ${call.path}: ${issuesOf(response.error)
        .map((i) => `${i.path} ${i.message}`)
        .join('; ')}`,
    );
  }
  return (response.data as { data: z.output<Data> }).data;
}
