import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionCall } from '@configurator/core';
import { callApi, forgetKeptAnswers } from './api-client.ts';
import { postEarly } from './early-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

const sessionAnswer = () => vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 }));

describe('the session check sent by the entry module', () => {
  it('is taken by the session call instead of a second request, once', async () => {
    const fetch = sessionAnswer();
    vi.stubGlobal('fetch', fetch);
    postEarly(getSessionCall.path);
    expect(await callApi(getSessionCall, {})).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    await callApi(getSessionCall, {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken after the kept answers are forgotten (sign-in, sign-out)', async () => {
    const fetch = sessionAnswer();
    vi.stubGlobal('fetch', fetch);
    postEarly(getSessionCall.path);
    forgetKeptAnswers();
    await callApi(getSessionCall, {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is sent by boot-session.ts to the session call’s path, but not on an arrival link', async () => {
    const fetch = sessionAnswer();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { search: '?shareToken=abc' } });
    await import('../boot-session.ts');
    expect(fetch).not.toHaveBeenCalled();
    vi.resetModules();
    vi.stubGlobal('window', { location: { search: '' } });
    const { SESSION_PATH } = await import('../boot-session.ts');
    expect(SESSION_PATH).toBe(getSessionCall.path);
    expect(fetch).toHaveBeenCalledWith(getSessionCall.path, expect.objectContaining({ method: 'POST', body: '{}' }));
  });
});
