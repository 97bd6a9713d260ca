import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { callApi } = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/api-client.ts', () => ({
  ApiError: class ApiError extends Error {},
  callApi,
  // The session store's (the order's costs are computed with the organisation's registry it holds).
  abortCallsInFlight: vi.fn(),
  forgetKeptAnswers: vi.fn(),
  setSessionEndedHandler: vi.fn(),
}));

import { useOrderStore } from './order-store.ts';
import type { ItemView } from './order-types.ts';

/** The frames the page would paint: their callbacks wait here until a test runs them. */
let frames: FrameRequestCallback[] = [];
const paintFrame = async () => {
  // The queue asks for its frame a few promise turns after the write before it has settled.
  for (let turn = 0; turn < 20 && frames.length === 0; turn++) await Promise.resolve();
  expect(frames.length, 'a frame was asked for').toBeGreaterThan(0);
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
  await vi.advanceTimersByTimeAsync(0);
};

const item = { id: 1, rank: 1, version: 3, quantity: 1 } as unknown as ItemView;

describe('an item write (issue 17: option click → drawing redrawn)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    callApi.mockReset().mockRejectedValue(new Error('offline'));
    useOrderStore.setState({ confirmed: [item], items: [item], pending: [], drafts: new Map(), saveError: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the change at once and sends its request only after the frame that shows it', async () => {
    const saved = useOrderStore.getState().updateItem(1, { quantity: 2 });
    expect(useOrderStore.getState().items[0]!.quantity).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(callApi).not.toHaveBeenCalled();
    await paintFrame();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]![1]).toMatchObject({ id: 1, props: { quantity: 2 }, version: 3 });
    await expect(saved).resolves.toBe(false);
    expect(useOrderStore.getState().saveError).toBe('Your change was not saved: offline');
  });

  it('keeps queued writes in the order they were made, one request per frame after the one before', async () => {
    const first = useOrderStore.getState().updateItem(1, { quantity: 2 });
    const second = useOrderStore.getState().updateItem(1, { quantity: 5 });
    expect(useOrderStore.getState().items[0]!.quantity).toBe(5);
    await paintFrame();
    await first;
    expect(callApi.mock.calls.map((call) => (call[1] as { props: unknown }).props)).toEqual([{ quantity: 2 }]);
    await paintFrame();
    await second;
    expect(callApi.mock.calls.map((call) => (call[1] as { props: unknown }).props)).toEqual([{ quantity: 2 }, { quantity: 5 }]);
  });
});
