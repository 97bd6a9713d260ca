/** A browser-like client: JSON POSTs with its own session cookie. */
import type { ApiCall, RequestOf } from '@configurator/core';
import { DEMO_PASSWORD } from '@configurator/core/demo-records';
import type { z } from 'zod';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

/** How a request goes out: fetch (the default, like the browser), or a leaner client for timing the server (keep-alive-transport.ts). */
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; setCookies: string[]; text: string }>;

/** fetch, as the web app calls the server. */
const fetchTransport: Transport = async (url, init) => {
  const response = await fetch(url, init);
  return { status: response.status, setCookies: response.headers.getSetCookie(), text: await response.text() };
};

export class ApiClient {
  /** The cookies the server set, by name (a browser's jar for this origin). */
  private jar = new Map<string, string>();

  /** The Cookie header this client sends; assigning one replaces the jar (to copy a session). */
  get cookie(): string | undefined {
    return this.jar.size ? [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }

  set cookie(header: string | undefined) {
    this.jar = new Map(
      (header ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
  }

  /** The server's origin, or a function giving it (for a client made before its server starts: see useRoleMatrix). */
  constructor(
    private readonly origin: string | (() => string),
    private readonly transport: Transport = fetchTransport,
  ) {}

  get baseUrl(): string {
    return typeof this.origin === 'string' ? this.origin : this.origin();
  }

  /** Calls a contract call; answers the parsed body typed by the call's response (or the error body). */
  async call<Req extends z.ZodType, Res extends z.ZodType>(
    call: ApiCall<Req, Res>,
    body: RequestOf<ApiCall<Req, Res>>,
  ): Promise<ApiResult<z.output<Res> & Partial<ErrorBody>>> {
    return this.post(call.path, body) as Promise<ApiResult<z.output<Res> & Partial<ErrorBody>>>;
  }

  /** Raw POST, for bodies the contract would refuse. */
  async post(path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<ApiResult> {
    const response = await this.transport(this.baseUrl + path, {
      method: 'POST',
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const setCookie of response.setCookies) {
      const [pair] = setCookie.split(';');
      const [name, value] = pair!.split('=');
      if (value) this.jar.set(name!, value);
      else this.jar.delete(name!);
    }
    const text = response.text;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: kept as text */
    }
    return { status: response.status, body: parsed };
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    const result = await this.post('/auth/sign-in', { email, password });
    if (result.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(result.body)}`);
  }
}
