/**
 * The one way the web talks to the server: every call is a POST of JSON to the call's path, parsed
 * on the way out by the call's request schema and on the way back by its response schema (the same
 * zod contract the server uses, so the two cannot drift). Errors arrive as { error: { code, message,
 * issues? } } and are thrown as ApiError so screens can show the server's message.
 */
import { z } from 'zod';
import { apiErrorBody, type ApiCall, type ApiErrorCode } from '@configurator/core';

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

/** Posts JSON; answers the response when it is OK, else throws ApiError with the server's message. */
async function post(path: string, body: unknown, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    onServerReached?.(false);
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  onServerReached?.(true);
  if (response.ok) return response;
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

/** Calls one API call of the contract and returns its `data`. */
export async function callApi<Req extends z.ZodType, Data extends z.ZodType>(
  call: ApiCall<Req, z.ZodObject<{ data: Data }>>,
  body: z.input<Req>,
): Promise<z.output<Data>> {
  const request = call.request.safeParse(body);
  if (!request.success) {
    const issues = issuesOf(request.error);
    throw new ApiError(400, 'bad_request', issues[0]?.message ?? 'Invalid input.', issues);
  }
  const json = await postJson(call.path, request.data);
  const response = call.response.safeParse(json);
  if (!response.success) {
    // A response that breaks the contract is a bug on one side; say where, and fail loudly.
    throw new ApiError(500, 'internal', `Unexpected answer from ${call.path}: ${issuesOf(response.error).map((i) => `${i.path} ${i.message}`).join('; ')}`);
  }
  return (response.data as { data: z.output<Data> }).data;
}
