/**
 * Issue 31 item 9: update-order-status answers the spec's shape (orders §7: data = the new
 * statusData); its sibling set-order-status makes the same move and answers the whole move (the
 * order, lastCompletedStatusKey, the history row), for the web's status dots. Both are staff only.
 */
import { describe, expect, it } from 'vitest';
import { createProductOrderCall, orderDataCall, setOrderStatusCall, statusData, updateOrderStatusCall } from '@configurator/core';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

const { owner, guest } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const newOrder = async (as = owner) =>
  (await as.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Status shape' } })).body.data.productOrder;
const orderData = async (orgSpecificId: number) =>
  (await owner.call(orderDataCall, { orgId: G.orgId, productOrderOrgSpecificId: orgSpecificId })).body.data.productOrders[0]!;

describe('update-order-status', () => {
  it('answers data = the new statusData, as stored', async () => {
    const order = await newOrder();
    const moved = await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: G.orgId, statusKey: 'shipped', skipNotifyingGuest: true });
    expect(moved.status).toBe(200);
    const data: unknown = moved.body.data;
    expect(statusData.safeParse(data).success).toBe(true);
    expect(Object.keys(data as object)).toContain('shipped');
    expect(data).not.toHaveProperty('statusData');
    expect(data).not.toHaveProperty('productOrder');
    const stored = await orderData(order.orgSpecificId);
    expect(data).toEqual(stored.statusData);
    expect(stored.lastCompletedStatusKey).toBe('shipped');
  });

  it('set-order-status makes the same move and answers it whole; a guest is refused both (403) and nothing moves', async () => {
    const order = await newOrder(guest);
    const moved = await owner.call(setOrderStatusCall, { productOrderId: order.id, orgId: G.orgId, statusKey: 'shipped', skipNotifyingGuest: true });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ lastCompletedStatusKey: 'shipped', productOrder: { id: order.id, lastCompletedStatusKey: 'shipped' } });
    expect(moved.body.data.statusData).toEqual((await orderData(order.orgSpecificId)).statusData);
    for (const call of [updateOrderStatusCall, setOrderStatusCall]) {
      const refused = await guest.post(call.path, { productOrderId: order.id, orgId: G.orgId, statusKey: 'orderStarted', skipNotifyingGuest: true });
      expect(refused.status).toBe(403);
    }
    expect((await orderData(order.orgSpecificId)).lastCompletedStatusKey).toBe('shipped');
  });
});
