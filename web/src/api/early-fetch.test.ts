import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionCall, homepageDataCall } from '@configurator/core';
import { callApi, forgetKeptAnswers } from './api-client.ts';
import { answeredEarly, postEarly } from './early-fetch.ts';
import { BOOT_SESSION_ID } from '@configurator/core/document-boot';

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

  it("is not sent again for a path and body already answered: a route's early post keeps the document's answer", async () => {
    const fetch = sessionAnswer();
    vi.stubGlobal('fetch', fetch);
    answeredEarly('/api/configurator/get-configurator-homepage-data', JSON.stringify({ data: { products: [], productCategories: [] } }), '{"orgId":3}');
    postEarly('/api/configurator/get-configurator-homepage-data', '{"orgId":3}');
    expect(await callApi(homepageDataCall, { orgId: 3 })).toEqual({ products: [], productCategories: [] });
    expect(fetch).not.toHaveBeenCalled();
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
    vi.stubGlobal('document', { getElementById: () => null });
    await import('../boot-session.ts');
    expect(fetch).not.toHaveBeenCalled();
    vi.resetModules();
    vi.stubGlobal('window', { location: { search: '' } });
    const { SESSION_PATH } = await import('../boot-session.ts');
    expect(SESSION_PATH).toBe(getSessionCall.path);
    expect(fetch).toHaveBeenCalledWith(getSessionCall.path, expect.objectContaining({ method: 'POST', body: '{}' }));
  });

  it('takes the answers the document carries instead of sending them, and remembers the organisation it names', async () => {
    const fetch = sessionAnswer();
    vi.stubGlobal('fetch', fetch);
    const answer = {
      data: {
        user: { id: 7, email: 'a@b.c', firstName: '</script>', lastName: 'B', appData: {} },
        personalOrgId: null,
        activeOrg: { id: 850, title: 'Org', role: 'owner', prevRole: null },
        enabledPlugins: [{ id: 'switch-plates' }, { id: 'doors' }],
        orgs: [{ id: 850, title: 'Org', role: 'owner' }],
        pricingIsHidden: false,
      },
    };
    const order = { data: { productOrders: [] } };
    const boot = { session: answer, answers: [{ path: '/api/x', body: '{"orgId":850}', answer: order, etag: 'W/"t1"' }] };
    const element = { textContent: JSON.stringify(boot), remove: vi.fn() };
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    vi.stubGlobal('document', { getElementById: (id: string) => (id === BOOT_SESSION_ID ? element : null) });
    vi.stubGlobal('window', { location: { search: '' } });
    vi.resetModules();
    await import('../boot-session.ts');
    const { callApi: freshCallApi } = await import('./api-client.ts');
    expect(element.remove).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    const { rememberedActiveOrg, rememberedPluginIds } = await import('../features/session/remembered-org.ts');
    expect([rememberedActiveOrg(), rememberedPluginIds()]).toEqual([850, ['switch-plates', 'doors']]);
    expect(await freshCallApi(getSessionCall, {})).toMatchObject({ activeOrg: { id: 850 }, user: { firstName: '</script>' } });
    // The route's answer, under its body, with its tag.
    const { takeEarlyPost } = await import('./early-fetch.ts');
    const routeAnswer = await takeEarlyPost('/api/x', '{"orgId":850}');
    expect([await routeAnswer?.json(), routeAnswer?.headers.get('etag')]).toEqual([order, 'W/"t1"']);
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: the next check asks the server.
    await freshCallApi(getSessionCall, {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
