import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionCall, homepageDataCall, signInCall } from '@configurator/core';
import { ApiError, callApi, setSessionEndedHandler } from './api-client.ts';

const respond = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));

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
    await expect(callApi(getSessionCall, {})).rejects.toMatchObject({ status: 422, code: 'unprocessable', message: 'Oops selecting this option means Fixing will not have any options.' });
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
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(callApi(getSessionCall, {})).rejects.toMatchObject({ code: 'network' });
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
