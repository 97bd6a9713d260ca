/**
 * A live read taken into the order page (issue 36): the items it named replace the held ones, the gone
 * ones leave, a newer version this viewer's own write answered is kept, and the plan's records keep
 * their identity when the read did not bring them (the plan canvas re-applies records only when new).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/api-client.ts', () => ({
  ApiError: class ApiError extends Error {},
  callApi: vi.fn(),
  abortCallsInFlight: vi.fn(),
  forgetKeptAnswers: vi.fn(),
  setSessionEndedHandler: vi.fn(),
}));

import { useOrderStore } from './order-store.ts';
import type { ItemView, OrderView } from './order-types.ts';

const order = { id: 7, orgId: 1, orgSpecificId: 3, userId: 1, involvedUsers: {}, version: 4 } as unknown as OrderView;
const item = (id: number, rank: number, version: number, quantity = 1) => ({ id, rank, version, quantity }) as unknown as ItemView;
const walls = [{ id: 1 }];

describe('adoptLiveRead', () => {
  beforeEach(() => {
    const confirmed = [item(1, 1, 3), item(2, 2, 5), item(3, 3, 1)];
    useOrderStore.setState({
      order,
      confirmed,
      items: confirmed,
      pending: [],
      drafts: new Map(),
      pricingIsHidden: true,
      data: { productOrders: [order], productInstances: confirmed, media: [], archWalls: walls } as never,
    });
  });

  it('takes the named items and the order, drops the gone ones, keeps newer own writes and the plan arrays it did not read', () => {
    useOrderStore.getState().adoptLiveRead({
      productOrder: { ...order, version: 5 },
      pricingIsHidden: true,
      productInstances: [item(1, 1, 4, 9), item(2, 2, 4, 8), item(4, 4, 1)],
      removedInstanceIds: [3],
      media: [],
    } as never);
    const s = useOrderStore.getState();
    expect(s.order!.version).toBe(5);
    expect(s.confirmed.map((i) => [i.id, i.version, i.quantity])).toEqual([
      [1, 4, 9],
      // Version 5 was this viewer's own write, answered after the read left: kept.
      [2, 5, 1],
      [4, 1, 1],
    ]);
    expect(s.data!.archWalls).toBe(walls);
  });

  it('keeps the order this viewer already holds when it is newer than the read', () => {
    useOrderStore.getState().adoptLiveRead({
      productOrder: { ...order, version: 3 },
      pricingIsHidden: true,
      productInstances: [],
      removedInstanceIds: [],
      media: [],
    } as never);
    expect(useOrderStore.getState().order!.version).toBe(4);
  });
});
