/** The orders list's status counts (employees only, active orders of the session's organisation) and its CSV variant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, messages, ordersCountCall, ordersCsvColumns, ordersDataCall } from '@configurator/core';
import type { DemoOrganisation } from '@configurator/core';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { G, generic, other, OTHER_ORG_ID } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const submitted = ['orderStarted', 'submittedForApproval'];
const deposit = [...submitted, 'readyToPayDeposit'];

/** The generic organisation plus orders at the shortcut statuses (one archived), and the other organisation with a submitted order. */
const withStatuses: DemoOrganisation = {
  ...generic,
  orders: [
    ...generic.orders,
    { title: 'Deposit due, "quoted", one', ownerEmail: 'member@generic.demo', productCategoryId: G.shaker, completedStatusKeys: deposit, items: [] },
    { title: 'Deposit due two', ownerEmail: 'owner@generic.demo', completedStatusKeys: deposit, items: [] },
    { title: 'Archived submitted', ownerEmail: 'owner@generic.demo', completedStatusKeys: submitted, archived: true, items: [] },
  ],
};
const otherWithSubmitted: DemoOrganisation = {
  ...other,
  orders: [...other.orders, { title: 'Other submitted', ownerEmail: 'owner@other.test', completedStatusKeys: submitted, items: [] }],
};

let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [withStatuses, otherWithSubmitted] });
  [owner, guest] = [t.client(), t.client()];
  await owner.signIn('owner@generic.demo');
  await guest.signIn('guest@generic.demo');
});
afterAll(async () => t?.dispose());

const statusKeys = ['submittedForApproval', 'readyToPayDeposit', 'finalPaymentReceived'];

describe('orders count by status', () => {
  it("counts the active orders of the session's organisation by last completed status, every asked key answered", async () => {
    const result = await owner.call(ordersCountCall, { orgId: G.orgId, statusKeys });
    expect(result.status).toBe(200);
    // Kitchen Refresh is submitted; the archived submitted order and the other organisation's are not counted.
    expect(result.body.data.productOrderCountsByStatusKey).toEqual({ submittedForApproval: 1, readyToPayDeposit: 2, finalPaymentReceived: 0 });
  });

  it("counts only the other organisation's orders for its owner, and refuses a body naming another organisation", async () => {
    const otherOwner = t.client();
    await otherOwner.signIn('owner@other.test');
    const counts = (await otherOwner.call(ordersCountCall, { orgId: OTHER_ORG_ID, statusKeys })).body.data.productOrderCountsByStatusKey;
    expect(counts).toEqual({ submittedForApproval: 1, readyToPayDeposit: 0, finalPaymentReceived: 0 });
    expect((await owner.call(ordersCountCall, { orgId: OTHER_ORG_ID, statusKeys })).status).toBe(403);
  });

  it('refuses guests (403) and sessions-less callers (401); the browser asks no counts in guest mode', async () => {
    const refused = await guest.call(ordersCountCall, { orgId: G.orgId, statusKeys });
    expect(refused.status).toBe(403);
    expect((await t.client().call(ordersCountCall, { orgId: G.orgId, statusKeys })).status).toBe(401);
  });
});

describe('orders list as CSV', () => {
  const csvOf = async (client: ApiClient, statusKey = 'All') => {
    const result = await client.call(ordersDataCall, {
      orgId: G.orgId,
      formatForCsvExport: true,
      // Paging is ignored by the CSV variant.
      resultConstraints: { from: 0, to: 1 },
      filters: { orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey },
    });
    expect(result.status).toBe(200);
    return result.body.data;
  };
  const lines = (csv: string | undefined) => (csv ?? '').trimEnd().split('\n');

  it('answers the whole filtered list as CSV with a header row, and no order rows', async () => {
    const data = await csvOf(owner);
    expect(data.productOrders).toEqual([]);
    const [header, ...rows] = lines(data.productOrdersCsvData);
    expect(header).toBe('Order Number,Title,Owner,Category,Status,Created,Total ($)');
    expect(header).toBe(ordersCsvColumns.join(','));
    expect(rows).toHaveLength(data.totalCount!);
    expect(rows).toHaveLength(4);
    expect(data.productOrdersCsvData).not.toContain('Archived submitted');
  });

  it('writes number, title (quoted when needed), owner, category, status title, date and the total in dollars', async () => {
    const paged = (await owner.call(ordersDataCall, { orgId: G.orgId, searchTerm: 'Kitchen' })).body.data.productOrders[0]!;
    const rows = lines((await csvOf(owner)).productOrdersCsvData);
    const created = new Date(paged.created.replace(' ', 'T') + 'Z');
    const date = `${created.getUTCMonth() + 1}/${created.getUTCDate()}/${created.getUTCFullYear()}`;
    const total = (paged.costs!.orderTotal / 100).toFixed(2);
    expect(paged.costs!.orderTotal).toBeGreaterThan(0);
    expect(rows).toContain(`${paged.orgSpecificId},Kitchen Refresh,Gail Guest,Cabinet Doors,Submitted,${date},${total}`);
    expect(rows.some((r) => r.startsWith('3,"Deposit due, ""quoted"", one",') && r.includes(',Ready to Pay,'))).toBe(true);
  });

  it('follows the filters, and shows guests only their own orders', async () => {
    const depositRows = lines((await csvOf(owner, 'readyToPayDeposit')).productOrdersCsvData).slice(1);
    expect(depositRows.map((r) => r.split(',')[0])).toEqual(['4', '3']);
    const guestRows = lines((await csvOf(guest)).productOrdersCsvData).slice(1);
    expect(guestRows).toHaveLength(1);
    expect(guestRows[0]).toContain('Kitchen Refresh');
  });

  it("caps the export at the spec's 10000 rows and words the failure alert", () => {
    expect(limits.priceExportMaxRows).toBe(10000);
    expect(messages.ordersCsvExportFailed).toBe('Something went wrong while exporting the list to csv.');
  });
});
