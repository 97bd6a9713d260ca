import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionCall, homepageDataCall, signInCall } from '@configurator/core';
import { abortCallsInFlight, ApiError, callApi, forgetKeptAnswers, setServerReachedHandler, setSessionEndedHandler } from './api-client.ts';

const respond = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('refuses a body the request schema rejects, naming the field, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await callApi(signInCall, { email: 'not an email', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issueFor('email')).toBe('Enter a valid email address.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("throws the server's error body as ApiError", async () => {
    respond(422, { error: { code: 'unprocessable', message: 'Oops selecting this option means Fixing will not have any options.' } });
    await expect(callApi(getSessionCall, {})).rejects.toMatchObject({
      status: 422,
      code: 'unprocessable',
      message: 'Oops selecting this option means Fixing will not have any options.',
    });
  });

  it('says what went wrong when the answer is not an error body', async () => {
    respond(502, 'Bad gateway');
    await expect(callApi(getSessionCall, {})).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('fails loudly on an answer that breaks the contract', async () => {
    respond(200, { data: { user: 'nobody' } });
    await expect(callApi(getSessionCall, {})).rejects.toThrow(/Unexpected answer from \/auth\/session/);
  });

  it('reports a network failure in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(getSessionCall, {})).rejects.toMatchObject({ code: 'network' });
  });

  it('cancels the calls still waiting at sign-out, without calling the server unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const reached = vi.fn();
    setServerReachedHandler(reached);
    const waiting = callApi(homepageDataCall, { orgId: 850 }).catch((e: unknown) => e);
    abortCallsInFlight();
    expect(await waiting).toMatchObject({ code: 'network', message: 'The call was cancelled.' });
    expect(reached).not.toHaveBeenCalled();
    setServerReachedHandler(null);
  });

  it('tells the session store when a call outside /auth/ answers 401', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    await expect(callApi(getSessionCall, {})).rejects.toBeInstanceOf(ApiError);
    expect(ended).not.toHaveBeenCalled();
    await expect(callApi(homepageDataCall, { orgId: 1 })).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('answers the server tags (ETag)', () => {
  const order = { orgId: 1 };
  const body = { data: { products: [], productCategories: [] } };

  it('sends the kept tag as If-None-Match and uses the kept answer on 304', async () => {
    const sent: (string | null)[] = [];
    const fetch = vi.fn(async (_path: string, init: RequestInit) => {
      const tag = new Headers(init.headers).get('If-None-Match');
      sent.push(tag);
      return tag === 'W/"v1"'
        ? new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } })
        : new Response(JSON.stringify(body), { status: 200, headers: { ETag: 'W/"v1"' } });
    });
    vi.stubGlobal('fetch', fetch);
    forgetKeptAnswers();
    const first = await callApi(homepageDataCall, order, { revalidate: true });
    const second = await callApi(homepageDataCall, order, { revalidate: true });
    expect(sent).toEqual([null, 'W/"v1"']);
    expect(second).toEqual(first);
    // Parsed again: the screen gets its own objects, not the first answer's.
    expect(second).not.toBe(first);
  });

  it('keeps the new tag when the data changed, and asks unconditionally after forgetting', async () => {
    const sent: (string | null)[] = [];
    let version = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('If-None-Match'));
        return new Response(JSON.stringify(body), { status: 200, headers: { ETag: `W/"v${version}"` } });
      }),
    );
    forgetKeptAnswers();
    await callApi(homepageDataCall, order, { revalidate: true });
    version = 2;
    await callApi(homepageDataCall, order, { revalidate: true });
    await callApi(homepageDataCall, order, { revalidate: true });
    forgetKeptAnswers();
    await callApi(homepageDataCall, order, { revalidate: true });
    expect(sent).toEqual([null, 'W/"v1"', 'W/"v2"', null]);
  });

  it('treats a 304 to a request without a tag as the error it is', async () => {
    forgetKeptAnswers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    await expect(callApi(homepageDataCall, order)).rejects.toMatchObject({ status: 304 });
  });
});
