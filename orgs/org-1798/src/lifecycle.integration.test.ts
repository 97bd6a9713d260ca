/**
 * Organisation 1798's project lifecycle: its own statuses ('Project Started', 'Design Review',
 * 'Deposit' ...) and wording ('Project') in refusals, names and mails; the demo projects carry history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveOrderCall,
  createProductOrderCall,
  orderDataCall,
  orderHistoryCall,
  ordersDataCall,
  outboxCall,
  productInstanceCalls,
  productOrderCalls,
  submitOrderCall,
  type ProductOrder,
} from '@configurator/core';
import { bootOrganisation, type ApiClient, type TestServer } from '@configurator/test-harness';
import { CATEGORY, OPTION as O, ORG_ID, PRODUCT, PROPERTY as P } from './constants.ts';
import { demoOrganisation } from './server.ts';

let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
beforeAll(async () => {
  const booted = await bootOrganisation(demoOrganisation, { signIn: ['owner', 'guest'] });
  ({ owner, guest } = booted.users);
  t = booted;
});
afterAll(async () => t?.dispose());

describe('organisation 1798: a project through its own statuses', () => {
  it('submits for Design Review and approves to Deposit, in its wording', async () => {
    const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: ORG_ID, productCategoryId: CATEGORY.wallPanels } })).body.data
      .productOrder as ProductOrder;
    expect(order.title).toBe('Untitled Project');
    expect((await guest.call(productOrderCalls.update, { id: order.id, props: { title: '' } })).body.error?.message).toBe('A valid order name is required.');
    expect((await guest.call(productOrderCalls.update, { id: order.id, props: { title: 'untitled project' } })).body.error?.message).toBe(
      'Order name can not be "Untitled Project", please enter a valid name.',
    );
    await guest.call(productInstanceCalls.create, {
      props: {
        productOrderId: order.id,
        productId: PRODUCT.acousticPanel,
        quantity: 6,
        properties: { [P.panelSize]: { optionId: O.panel24x48 }, [P.fabric]: { optionId: O.fabricSand } },
      },
    });
    await guest.call(productOrderCalls.update, {
      id: order.id,
      props: {
        title: 'Gallery Wall',
        phone: '(718) 555-0142',
        firmName: 'Sousa Design',
        clientEmails: 'ana@sousa.example',
        deliveryAddress: { streetAddress: '88 Mill Street', streetAddress2: '', city: 'Brooklyn', state: 'NY', zip: '11211', country: 'United States' },
      },
    });
    const submitted = await guest.call(submitOrderCall, { productOrderId: order.id });
    expect(submitted.body.error).toBeUndefined();
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.lastCompletedStatusKey).toBe('submittedForApproval');
    expect((await guest.call(submitOrderCall, { productOrderId: order.id })).body.error?.message).toBe('An order at "Design Review" cannot be submitted.');

    const approved = await owner.call(approveOrderCall, { productOrderId: order.id });
    expect(approved.body.data.lastCompletedStatusKey).toBe('readyToPayDeposit');

    const mails = (await owner.call(outboxCall, { productOrderId: order.id })).body.data.messages.reverse();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Project #${order.orgSpecificId} submitted for review: Gallery Wall`,
      `Your Project #${order.orgSpecificId} was approved`,
    ]);
    expect(mails[0]!.text).toContain('to Muralis Studio for review');
    expect(mails[1]!.text).toContain('It is now at: Deposit.');
  });

  it('seeds its demo projects with the history of how they got to their step', async () => {
    const list = (await owner.call(ordersDataCall, { orgId: ORG_ID })).body.data.productOrders;
    const loft = list.find((o) => o.title === 'Studio Loft')!;
    expect(loft.lastCompletedStatusKey).toBe('readyToPayDeposit');
    const history = (await owner.call(orderHistoryCall, { productOrderId: loft.id })).body.data.history;
    expect(history.map((h) => [h.move, h.fromStatusKey, h.toStatusKey])).toEqual([
      ['approve', 'submittedForApproval', 'readyToPayDeposit'],
      ['submit', 'orderStarted', 'submittedForApproval'],
    ]);
    const data = (await owner.call(orderDataCall, { orgId: ORG_ID, productOrderOrgSpecificId: loft.orgSpecificId })).body.data;
    expect(data.productOrderStatuses?.map((s) => s.title)).toEqual(['Project Started', 'Design Review', 'Deposit', 'Printing', 'Shipped', 'Installed']);
  });
});
