/**
 * Documents of an order (issue 10): every mode of a 3-item and a 200-item order of organisations 850
 * and 1798 — pagination without a cut row, totals equal to the order's stored costs, no price in
 * packing slip and factory modes or for a person whose prices are hidden, the spec's file names —
 * plus refusals (404 unseen order, 400 unknown mode, 403 mode not offered) and the back-box quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  addShareeCall,
  documentCall,
  documentCsvCall,
  formatMoney,
  orderDataCall,
  ordersDataCall,
  toFileNameDate,
  toStoredDate,
  type DemoOrganisation,
  type DemoOrder,
  type DocumentMode,
} from '@configurator/core';
import { printedDrawings } from '@configurator/core/testing';
import { demoOrganisation as org850 } from '../../orgs/org-850/src/server.ts';
import { backBoxQuoteCall } from '../../orgs/org-850/src/back-box-quote.ts';
import { demoOrganisation as org1798 } from '../../orgs/org-1798/src/server.ts';
import { MembershipSchema, UserSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import type { ApiClient } from '@configurator/test-harness';

const modes: DocumentMode[] = ['quote', 'invoice', 'packingSlip', 'factory'];
const labels = { quote: 'Quote', invoice: 'Invoice', packingSlip: 'Packing Slip', factory: 'Factory' } as const;

/** A copy of the organisation with a 3-item and a 200-item order made of its demo items. */
function withDocumentOrders(demo: DemoOrganisation): DemoOrganisation {
  const source = demo.orders.flatMap((o) => o.items).filter((i) => i.productId > 0);
  const owner = `owner@org${demo.id}.demo`;
  const order = (title: string, count: number): DemoOrder => ({
    title,
    ownerEmail: owner,
    items: Array.from({ length: count }, (_, i) => ({ ...source[i % source.length]!, title: `Line ${i + 1}`, quantity: (i % 3) + 1 })),
  });
  return { ...demo, orders: [...demo.orders, order('Docs three', 3), order('Docs two hundred', 200)] };
}

let t: TestServer;
const clients: Record<string, ApiClient> = {};
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [withDocumentOrders(org850), withDocumentOrders(org1798)] });
  for (const org of [850, 1798]) {
    for (const role of ['owner', 'member', 'guest']) {
      const client = t.client();
      await client.signIn(`${role}@org${org}.demo`);
      clients[`${role}${org}`] = client;
    }
  }
}, 180_000);
afterAll(async () => t?.dispose());

async function orderNamed(client: ApiClient, orgId: number, title: string) {
  const list = await client.call(ordersDataCall, { orgId, searchTerm: title });
  const found = list.body.data.productOrders.find((o) => o.title === title)!;
  const data = (await client.call(orderDataCall, { orgId, productOrderOrgSpecificId: found.orgSpecificId })).body.data;
  return { order: data.productOrders[0]!, items: data.productInstances };
}

/** The terms of sale name money too ('$250 weekly'); the price checks read everything else. */
const withoutTerms = (html: string) => html.replace(/<section class="doc-terms">.*?<\/section>/gs, '');
/** A line's first cell: its drawing (an image or inline SVG), then the line number. */
const LINE_START = /<tr><td>(?:<img [^>]*>|<svg .*?<\/svg>)*(?:<span class="doc-cell-text">)?(\d+)\. /gs;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe.each([850, 1798])('documents of organisation %s', (orgId) => {
  describe.each([
    ['Docs three', 3],
    ['Docs two hundred', 200],
  ] as const)('%s', (title, count) => {
    it.each(modes)('renders %s mode on whole pages, totals from the order, prices only where the mode shows them', async (mode) => {
      const owner = clients[`owner${orgId}`]!;
      const { order, items } = await orderNamed(owner, orgId, title);
      const result = await owner.call(documentCall, { orgId, productOrderOrgSpecificId: order.orgSpecificId, mode });
      expect(result.status).toBe(200);
      const doc = result.body.data;
      expect(doc.modes).toEqual(modes);
      expect(doc.title).toBe(`#${order.orgSpecificId} - ${title} - ${toFileNameDate(toStoredDate())} - ${labels[mode]}`);

      const pages = doc.html.split('class="doc-page"').slice(1);
      expect(pages).toHaveLength(doc.pageCount);
      // Three lines fit the first page; the totals and terms may go on to a second.
      if (count === 3) expect(pages[0]!.match(LINE_START)).toHaveLength(3);
      else expect(doc.pageCount).toBeGreaterThan(5);
      pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${doc.pageCount}`));
      // Every line once, in order, none cut across pages.
      const lines = [...doc.html.matchAll(LINE_START)].map((m) => Number(m[1]));
      expect(lines).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      // Every line carries its own drawing (issue 13): an SVG image named after the line, drawn by its product's renderer
      // (a shared image URL where lines are drawn alike, inline SVG otherwise), first in the line's description cell.
      const drawings = printedDrawings(doc.html);
      expect(drawings.every((d) => d.before.endsWith('<tr><td>'))).toBe(true);
      expect(drawings.map((d) => Number(d.name.match(/^Drawing of .* – Line (\d+)$/)?.[1]))).toEqual(lines);
      const svgs = drawings.map((d) => d.svg);
      for (const svg of svgs)
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"( class="doc-drawing")? width="[\d.]+" height="[\d.]+" [^>]*>.*<(rect|path|polygon|line|circle|ellipse)[ >]/s,
        );
      // Different configurations draw differently: the lines are not one picture repeated.
      expect(
        new Set(svgs.map((svg) => svg.replace(/ class="doc-drawing"|<title>[^<]*<\/title>/g, '').replace(' role="img"', ' aria-hidden="true"'))).size,
      ).toBeGreaterThan(1);
      expect(doc.html).toContain(`#${order.orgSpecificId}`);

      const body = text(doc.html);
      if (mode === 'quote' || mode === 'invoice') {
        expect(body).toContain(`Total ${formatMoney(order.costs!.orderTotal)}`);
        expect(body).toContain(`Subtotal ${formatMoney(order.costs!.orderSubTotal)}`);
        expect(body).toContain(order.costs!.shippingIsTbd ? 'Shipping TBD' : `Shipping ${formatMoney(order.costs!.shipping)}`);
        expect(body).toContain(`Amount Paid ${formatMoney(order.amountPaidInCents!)}`);
        expect(body).toContain(formatMoney(items[0]!.totalPriceInCents!));
        // Only the last page holds the totals.
        expect(pages.slice(0, -1).some((p) => p.includes('doc-totals'))).toBe(false);
      } else {
        expect(text(withoutTerms(doc.html))).not.toMatch(/\$\d/);
        expect(doc.html).not.toContain('doc-totals');
      }
    });
  });

  it('hides every price, in every mode, from a person whose prices are hidden', async () => {
    const em = t.server.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { email: `member@org${orgId}.demo` });
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId }, { orgAccessEdgeData: { pricingIsHidden: 1 } });
    const hidden = t.client();
    await hidden.signIn(`member@org${orgId}.demo`);
    const { order } = await orderNamed(clients[`owner${orgId}`]!, orgId, 'Docs three');
    for (const mode of ['quote', 'packingSlip', 'factory'] as const) {
      const doc = (await hidden.call(documentCall, { orgId, productOrderOrgSpecificId: order.orgSpecificId, mode })).body.data;
      expect(text(withoutTerms(doc.html))).not.toMatch(/\$\d/);
      expect(doc.html).not.toContain('doc-totals');
    }
    const csv = await hidden.post(documentCsvCall.path, { orgId, productOrderOrgSpecificId: order.orgSpecificId, mode: 'quote' });
    expect(String(csv.body)).not.toMatch(/\$\d/);
    await em.nativeUpdate(MembershipSchema, { userId: user.id, orgId }, { orgAccessEdgeData: { pricingIsHidden: 0 } });
  });
});

describe('document refusals and offers', () => {
  it('answers 404 for an order the person cannot see, 400 for an unknown mode, 403 for a mode the role is not offered', async () => {
    const { order } = await orderNamed(clients.owner850!, 850, 'Docs three');
    const request = { orgId: 850, productOrderOrgSpecificId: order.orgSpecificId };
    expect((await clients.guest850!.call(documentCall, { ...request, mode: 'quote' })).status).toBe(404);
    expect((await clients.owner1798!.call(documentCall, { ...request, mode: 'quote' })).status).toBe(404);
    expect((await clients.owner850!.post(documentCall.path, { ...request, mode: 'brochure' })).status).toBe(400);
    const member = await clients.member850!.call(documentCall, { ...request, mode: 'invoice' });
    expect(member.status).toBe(403);
    const memberQuote = (await clients.member850!.call(documentCall, { ...request, mode: 'quote' })).body.data;
    expect(memberQuote.modes).toEqual(['quote', 'packingSlip', 'factory']);
    expect(memberQuote.csvOffered).toBe(true);
    expect((await clients.member850!.call(documentCall, { ...request, mode: 'factory' })).body.data.csvOffered).toBe(false);
    expect((await clients.member850!.post(documentCsvCall.path, { ...request, mode: 'factory' })).status).toBe(403);
  });

  it("offers a guest the quote and invoice of their own order, with 850's terms of sale", async () => {
    const { order } = await orderNamed(clients.guest850!, 850, 'Residence – Level 2');
    const doc = (await clients.guest850!.call(documentCall, { orgId: 850, productOrderOrgSpecificId: order.orgSpecificId, mode: 'invoice' })).body.data;
    expect(doc.modes).toEqual(['quote', 'invoice']);
    expect(doc.csvOffered).toBe(false);
    const body = text(doc.html);
    for (const term of [
      '48 hours',
      "15 days' notice",
      '50% deposit',
      '100% payment before shipment',
      '3 business days',
      '$250 weekly',
      '18 weeks',
      '14 days',
      'non-returnable',
      '30 days with a 25% restocking fee',
      '24 months',
    ]) {
      expect(body).toContain(term);
    }
    expect(body).toContain('Balance Due');
  });

  it('downloads the item table as CSV named as the spec says, one row per line, formulas neutralised', async () => {
    const { order } = await orderNamed(clients.owner850!, 850, 'Docs two hundred');
    const response = await fetch(`${t.server.url}${documentCsvCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: clients.owner850!.cookie! },
      body: JSON.stringify({ orgId: 850, productOrderOrgSpecificId: order.orgSpecificId, mode: 'quote' }),
    });
    expect(response.status).toBe(200);
    const name = `#${order.orgSpecificId} - Docs two hundred - ${toFileNameDate(toStoredDate())} - Quote.csv`;
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const rows = parse(await response.text()) as string[][];
    expect(rows).toHaveLength(201);
    expect(rows[0]).toEqual(expect.arrayContaining(['Item', 'Qty', 'SKU', 'Unit Price', 'Subtotal']));
  });
});

describe("850's Generate Back Box Quote", () => {
  it('creates the stocked back-box order from the order, with copied contact fields and summed back boxes', async () => {
    const { order, items } = await orderNamed(clients.owner850!, 850, 'Harbor View Hotel – Lobby');
    const result = await clients.owner850!.call(backBoxQuoteCall, { productOrderId: order.id });
    expect(result.status).toBe(200);
    const created = await clients.owner850!.call(orderDataCall, { orgId: 850, productOrderOrgSpecificId: result.body.data!.orgSpecificId });
    const backBoxes = created.body.data.productOrders[0]!;
    expect(backBoxes).toMatchObject({
      title: 'Harbor View Hotel – Lobby - Back Boxes',
      productCategoryId: 5,
      isStocked: 1,
      type: 'standalone',
      orgId: 850,
      firmName: order.firmName,
      contactName: order.contactName,
      phone: order.phone,
      clientEmails: order.clientEmails,
      projectName: order.projectName,
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
    });
    const total = created.body.data.productInstances.reduce((sum, i) => sum + i.quantity, 0);
    expect(total).toBe(items.reduce((sum, i) => sum + i.quantity, 0));
    expect(created.body.data.productInstances.every((i) => [60, 61, 62, 1424].includes(i.productId))).toBe(true);
  });

  it("is organisation 850's own call: refuses a guest on an order they do not own (404 unseen, 403 shared), a malformed body (400) and other organisations (404)", async () => {
    const { order } = await orderNamed(clients.owner850!, 850, 'Harbor View Hotel – Lobby');
    expect((await clients.guest850!.call(backBoxQuoteCall, { productOrderId: order.id })).status).toBe(404);
    // Shared with the guest, the order is seen but not theirs, and a guest is not among the action's roles.
    expect((await clients.owner850!.call(addShareeCall, { productOrderId: order.id, shareeEmail: 'guest@org850.demo' })).status).toBe(200);
    const refused = await clients.guest850!.call(backBoxQuoteCall, { productOrderId: order.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Your role cannot Generate Back Box Quote.');
    expect((await clients.owner850!.post(backBoxQuoteCall.path, { productOrderId: 'lobby' })).status).toBe(400);
    const { order: mural } = await orderNamed(clients.owner1798!, 1798, 'Docs three');
    expect((await clients.owner1798!.call(backBoxQuoteCall, { productOrderId: mural.id })).status).toBe(404);
    const mounted = t.server.calls.find((c) => c.call.path === backBoxQuoteCall.path)!;
    expect(mounted.tag.plugin).toBe('org-850');
  });
});
