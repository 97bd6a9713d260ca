/**
 * Orders at the deposit step for the payment specs: contact details filled and the step set through
 * the calls, as staff would, so each test starts at the payment panel.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const ORG = 850;

/** A call that must answer 200; its data. `base` is a spec's own server, else the page's. */
async function post<T>(request: APIRequestContext, path: string, data: unknown, base: string): Promise<T> {
  const response = await request.post(`${base}${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface ReadyToPayOptions {
  /** Pay a fresh copy (its items, so its amounts) and leave the demo order as it is. */
  copy?: boolean;
  /** A spec's own server (its URL); the page's server otherwise. */
  base?: string;
}

/** A demo order of organisation 850 (by title) with contact details, at the deposit step; answers its ids. */
export async function orderReadyToPay(
  page: Page,
  title: string,
  { copy = false, base = '' }: ReadyToPayOptions = {},
): Promise<{ id: number; orgSpecificId: number }> {
  const list = await post<{ productOrders: { id: number; orgSpecificId: number; title: string; lastCompletedStatusKey: string | null }[] }>(
    page.request,
    '/api/configurator/get-configurator-orders-data',
    { orgId: ORG },
    base,
  );
  const found = list.productOrders.find((o) => o.title === title)!;
  const order = copy
    ? {
        ...(
          await post<{ productOrder: { id: number; orgSpecificId: number } }>(
            page.request,
            '/configurator/product-order/duplicate',
            { productOrderId: found.id },
            base,
          )
        ).productOrder,
        lastCompletedStatusKey: null,
      }
    : found;
  await post(
    page.request,
    '/api/resources/productOrder/update',
    {
      id: order.id,
      props: {
        phone: '(555) 014-2400',
        clientEmails: 'buyer@example.com',
        deliveryAddress: { streetAddress: '1 Pier Way', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
      },
    },
    base,
  );
  if (order.lastCompletedStatusKey !== 'readyToPayDeposit') {
    await post(
      page.request,
      '/configurator/update-order-status',
      { productOrderId: order.id, orgId: ORG, statusKey: 'readyToPayDeposit', skipNotifyingGuest: true },
      base,
    );
  }
  return { id: order.id, orgSpecificId: order.orgSpecificId };
}
