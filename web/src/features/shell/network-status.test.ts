import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { indicatorOf, nextNetworkState, useNetworkStore, type NetworkEvent, type NetworkState } from './network-status.ts';

const online: NetworkState = { browserOnline: true, serverUnreachable: false };
const run = (events: NetworkEvent[], from: NetworkState = online) => events.reduce(nextNetworkState, from);

describe('network indicator state', () => {
  it('is quiet while online and the server answers', () => {
    expect(indicatorOf(run(['server-answered']))).toMatchObject({ kind: 'online', label: 'Online' });
  });

  it("says Offline when the browser loses its connection, and nothing once it's back", () => {
    expect(indicatorOf(run(['browser-offline']))).toMatchObject({ kind: 'offline', label: 'Offline' });
    expect(indicatorOf(run(['browser-offline', 'browser-online'])).kind).toBe('online');
  });

  it('says Server unreachable when a call fails while online, until a call gets an answer', () => {
    expect(indicatorOf(run(['server-failed']))).toMatchObject({ kind: 'unreachable', label: 'Server unreachable' });
    expect(indicatorOf(run(['server-failed', 'server-failed'])).kind).toBe('unreachable');
    expect(indicatorOf(run(['server-failed', 'server-answered'])).kind).toBe('online');
  });

  it('blames failures while offline on the connection, not the server', () => {
    expect(indicatorOf(run(['browser-offline', 'server-failed'])).kind).toBe('offline');
    expect(indicatorOf(run(['browser-offline', 'server-failed', 'browser-online'])).kind).toBe('online');
    // Offline wins over an earlier server failure.
    expect(indicatorOf(run(['server-failed', 'browser-offline'])).kind).toBe('offline');
  });
});

describe('network store fed by the api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNetworkStore.setState({ browserOnline: true, serverUnreachable: false });
  });

  it('records a fetch that got no response as a server failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await callApi(getSessionCall, {}).catch(() => undefined);
    expect(useNetworkStore.getState().serverUnreachable).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 500])('counts an HTTP %i answer as the server being reachable', async (status) => {
    useNetworkStore.setState({ serverUnreachable: true });
    const body = JSON.stringify({ error: { code: 'not_found', message: 'No.' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );
    await callApi(getSessionCall, {}).catch(() => undefined);
    expect(useNetworkStore.getState().serverUnreachable).toBe(false);
  });
});
