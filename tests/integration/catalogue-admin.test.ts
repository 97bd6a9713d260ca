/**
 * Catalogue administration (issue 12): the generic resource calls for every catalogue resource, owners
 * only; organisation scoping; bad input refused with nothing stored; writes answer the stored row and
 * are audited; rank entry, archive filters, duplicates, a rule's live effect and prices at dates.
 */
import { describe, expect, it } from 'vitest';
import {
  COPY_SUFFIX,
  copyForCreate,
  catalogueAdminCapabilitiesCall,
  catalogueCalls,
  catalogueResources,
  createProductOrderCall,
  explainRuleEffect,
  indexCatalogue,
  newRecordTitles,
  priceItem,
  productInstanceCalls,
  productOrderCalls,
  rerankByPosition,
  statusFilterTest,
  type CatalogueResource,
} from '@configurator/core';
import { CatalogueAuditSchema, ProductSchema } from '@configurator/server/db/entities/index';
import { loadCatalogue } from '@configurator/server/services/catalogue-loader';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const em = () => t.server.orm.em.fork();
const OTHER_PRODUCT = 60001;

type Body = Record<string, unknown>;
const post = async (who: ApiClient, resource: CatalogueResource, action: string, body: Body) => who.post(`/api/resources/${resource}/${action}`, body);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of six resources, checked field by field below
const data = (r: { body: unknown }) => (r.body as { data: Record<string, any> }).data;

/** A valid create body per resource, naming records of the fixture organisation. */
const createProps: Record<CatalogueResource, Body> = {
  product: { orgId: G.orgId, title: newRecordTitles.product, rank: 99 },
  productProperty: { orgId: G.orgId, title: newRecordTitles.productProperty, type: 'singleSelect', rank: 99 },
  productOption: { orgId: G.orgId, title: newRecordTitles.productOption, productPropertyId: G.finish, rank: 9 },
  productRule: { orgId: G.orgId, type: 'incompatible', fromResourceKey: 'productOption', toResourceKey: 'productOption', fromIds: [G.oak], toIds: [G.brass] },
  productPropertyGroup: { orgId: G.orgId, title: newRecordTitles.productPropertyGroup, rank: 1 },
  productCategory: { orgId: G.orgId, title: newRecordTitles.productCategory, rank: 9 },
  productPricingRule: { orgId: G.orgId, kind: 'basePrice', productId: G.shaker, amountInCents: 100, validFrom: '2001-01-01' },
};
const updateProps: Record<CatalogueResource, Body> = {
  product: { title: 'Renamed' },
  productProperty: { internalTitle: 'internal' },
  productOption: { title: 'Renamed option' },
  productRule: { type: 'compatible' },
  productPropertyGroup: { properties: { [G.finish]: { rank: 1 } } },
  productCategory: { archived: 1 },
  productPricingRule: { amountInCents: 250 },
};

describe('resource calls and roles', () => {
  for (const resource of catalogueResources) {
    it(`${resource}: members and guests are refused every call; the owner creates, reads, updates, bulk-updates and destroys`, async () => {
      for (const who of [member, guest]) {
        expect((await post(who, resource, 'get', { where: { orgId: G.orgId } })).status).toBe(403);
        expect((await post(who, resource, 'create', { props: createProps[resource] })).status).toBe(403);
        expect((await post(who, resource, 'bulkCreate', { rows: [createProps[resource]] })).status).toBe(403);
        expect((await post(who, resource, 'update', { id: 1, props: updateProps[resource] })).status).toBe(403);
        expect((await post(who, resource, 'bulkUpdate', { rows: [{ id: 1, props: updateProps[resource] }] })).status).toBe(403);
        expect((await post(who, resource, 'destroy', { id: 1 })).status).toBe(403);
      }
      const created = await post(owner, resource, 'create', { props: createProps[resource] });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const row = data(created)[resource]!;
      expect(row.orgId).toBe(G.orgId);
      const id = row.id as number;

      const listed = await post(owner, resource, 'get', { where: { orgId: G.orgId, id } });
      expect(listed.status).toBe(200);
      expect(Object.values(data(listed))[0]).toHaveLength(1);

      const updated = await post(owner, resource, 'update', { id, props: updateProps[resource] });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(data(updated)[resource]).toMatchObject(updateProps[resource]);
      const bulk = await post(owner, resource, 'bulkUpdate', { rows: [{ id, props: updateProps[resource] }] });
      expect(bulk.status).toBe(200);

      // Another organisation's owner cannot reach this record: 404, never 200.
      expect((await post(otherOwner, resource, 'update', { id, props: updateProps[resource] })).status).toBe(404);
      expect((await post(otherOwner, resource, 'destroy', { id })).status).toBe(404);

      expect((await post(owner, resource, 'destroy', { id })).status).toBe(200);
      expect((await post(owner, resource, 'get', { where: { id } })).body).toEqual({ data: { [Object.keys(data(listed))[0]!]: [] } });

      const audit = await em().find(CatalogueAuditSchema, { resource, recordId: id }, { orderBy: { id: 'asc' } });
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'destroy']);
      expect(audit[1]!.before).toMatchObject({ id });
      expect(audit[1]!.after).toMatchObject(updateProps[resource]);
      expect(audit.every((a) => a.userId > 0 && a.orgId === G.orgId)).toBe(true);
    });
  }

  it('a create naming another organisation is refused (403)', async () => {
    expect((await post(owner, 'product', 'create', { props: { orgId: 2, title: 'x' } })).status).toBe(403);
    expect((await post(owner, 'product', 'get', { where: { orgId: 2 } })).status).toBe(403);
  });

  it("the spec's property payload (orgId, title, rank) makes a single-select property", async () => {
    const created = await post(owner, 'productProperty', 'create', { props: { orgId: G.orgId, title: 'Spec payload', rank: 5 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(data(created).productProperty).toMatchObject({ title: 'Spec payload', rank: 5, type: 'singleSelect' });
    const bulk = await post(owner, 'productProperty', 'bulkCreate', { rows: [{ title: 'Bulk spec payload' }, { title: 'Text', type: 'text' }] });
    expect(data(bulk).productProperties.map((p: { type: string }) => p.type)).toEqual(['singleSelect', 'text']);
  });

  it("another organisation's product is 404 to this owner", async () => {
    expect((await post(owner, 'product', 'update', { id: OTHER_PRODUCT, props: { title: 'stolen' } })).status).toBe(404);
  });
});

describe('bad input: a clear 4xx and nothing stored', () => {
  const productCount = async () => em().count(ProductSchema, { orgId: G.orgId });

  it("refuses a rank of 'abc', a 10,000-character title, broken JSON and unknown fields", async () => {
    const before = await productCount();
    expect((await post(owner, 'product', 'create', { props: { title: 'x', rank: 'abc' } })).status).toBe(400);
    expect((await post(owner, 'product', 'create', { props: { title: 'x'.repeat(10_000) } })).status).toBe(400);
    expect((await owner.post('/api/resources/product/create', '{"props": {"title": "x"')).status).toBe(400);
    expect((await post(owner, 'product', 'create', { props: { title: 'x', nonsense: 1 } })).status).toBe(400);
    expect((await post(owner, 'product', 'update', { id: G.shaker, props: { rank: 'abc' } })).status).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it("refuses a rule naming another organisation's options or properties (422), and stores nothing", async () => {
    const rules = async () => (data(await post(owner, 'productRule', 'get', {})).productRules as Body[]).length;
    const before = await rules();
    const foreign = { type: 'incompatible', fromResourceKey: 'productOption', toResourceKey: 'productOption', fromIds: [G.oak], toIds: [999_999] };
    const refused = await post(owner, 'productRule', 'create', { props: foreign });
    expect(refused.status).toBe(422);
    expect((refused.body as { error: { message: string } }).error.message).toContain('999999');
    expect((await post(owner, 'productOption', 'create', { props: { title: 'x', productPropertyId: 999_999 } })).status).toBe(422);
    expect(await rules()).toBe(before);
  });
});

describe('the price export layout names ids of the right kind (spec §3 exportPriceData)', () => {
  const setLayout = (exportPriceData: unknown) => post(owner, 'product', 'update', { id: G.shaker, props: { exportPriceData } });
  const messageOf = (r: { body: unknown }) => (r.body as { error: { message: string } }).error.message;

  it('refuses text where an id belongs (400) and ids of the wrong record or kind (422), storing nothing', async () => {
    const stored = async () => (data(await post(owner, 'product', 'get', { where: { id: G.shaker } })).products as Body[])[0]!.exportPriceData;
    const before = await stored();
    // Shapes: a property named by title, rows as text, an option id as text.
    expect((await setLayout({ groupDataBy: 'finish' })).status).toBe(400);
    expect((await setLayout({ rowsData: ['50001'] })).status).toBe(400);
    expect((await setLayout({ columnsData: [0] })).status).toBe(400);
    expect((await setLayout({ fixedProperties: { finish: G.oak } })).status).toBe(400);
    expect((await setLayout({ fixedProperties: { [G.finish]: 'oak' } })).status).toBe(400);
    // Kinds: an option id where a property belongs, a property the product does not have, an option of another property.
    const optionAsProperty = await setLayout({ rowsData: [G.oak] });
    expect(optionAsProperty.status).toBe(422);
    expect(messageOf(optionAsProperty)).toBe(`Export prices: property ${G.oak} is not applied to this product.`);
    expect((await setLayout({ groupDataBy: '999999' })).status).toBe(422);
    const wrongOption = await setLayout({ fixedProperties: { [G.finish]: G.brass } });
    expect(wrongOption.status).toBe(422);
    expect(messageOf(wrongOption)).toBe(`Export prices: option ${G.brass} is not an option of property ${G.finish}.`);
    expect(await stored()).toEqual(before);
    // The right kinds are stored.
    const good = { groupDataBy: String(G.finish), columnsData: [G.hardware], fixedProperties: { [G.finish]: G.walnut } };
    expect((await setLayout(good)).status).toBe(200);
    expect(await stored()).toEqual(good);
    expect((await setLayout(before ?? {})).status).toBe(200);
  });
});

describe('round trips of the admin fields (issue 19 item 17)', () => {
  it('product.hasScript, referenceCodeFormulas, exportPriceData and property.arrayInputProps.inputs survive', async () => {
    const formulas = { catalog: { productPropertySequence: [G.finish, G.hardware], separator: '-' } };
    const layout = { groupDataBy: String(G.finish), rowsData: [G.hardware], fixedProperties: { [G.hardware]: G.brass } };
    const p = data(
      await post(owner, 'product', 'create', {
        props: {
          title: 'Scripted',
          hasScript: 1,
          referenceCodeFormulas: formulas,
          associations: { productProperties: { [G.finish]: {}, [G.hardware]: {} } },
          exportPriceData: layout,
        },
      }),
    ).product!;
    const read = (data(await post(owner, 'product', 'get', { where: { id: p.id } })).products as Body[])[0]!;
    expect(read).toMatchObject({ hasScript: 1, referenceCodeFormulas: formulas, exportPriceData: layout });
    const inputs = [{ key: 'line', title: 'Line', type: 'text' }];
    const prop = data(
      await post(owner, 'productProperty', 'create', { props: { title: 'Array', type: 'array', isArray: 1, arrayInputProps: { inputs } } }),
    ).productProperty!;
    expect((data(await post(owner, 'productProperty', 'get', { where: { id: prop.id } })).productProperties as Body[])[0]).toMatchObject({
      arrayInputProps: { inputs },
    });
  });

  it('productInstance.engravingArrays survives create and update', async () => {
    const order = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Engraving arrays' } });
    const orderId = order.body.data!.productOrder.id;
    const arrays = [[{ text: 'A' }], [{ symbolId: 3 }]];
    const created = await owner.call(productInstanceCalls.create, { props: { productOrderId: orderId, productId: G.namePlate, engravingArrays: arrays } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data!.productInstance!.engravingArrays).toEqual(arrays);
    const updated = await owner.call(productInstanceCalls.update, {
      id: created.body.data!.productInstance!.id,
      props: { engravingArrays: [[{ text: 'B' }]] },
    });
    expect(updated.body.data!.productInstance!.engravingArrays).toEqual([[{ text: 'B' }]]);
    // What the editor refuses, the server refuses too (400), and nothing changes.
    const itemId = created.body.data!.productInstance!.id;
    for (const bad of [
      [[{ text: 'x'.repeat(201) }]],
      [[{ colour: 'red' }]],
      [Array.from({ length: 21 }, () => ({ text: 'a' }))],
      Array.from({ length: 101 }, () => []),
      'not arrays',
    ]) {
      expect((await owner.post(productInstanceCalls.update.path, { id: itemId, props: { engravingArrays: bad } })).status).toBe(400);
    }
    const reread = await owner.call(productInstanceCalls.update, { id: itemId, props: {} });
    expect(reread.body.data!.productInstance!.engravingArrays).toEqual([[{ text: 'B' }]]);
  });
});

describe('option data and data fields', () => {
  it('stores option data JSON as an object and other text as text', async () => {
    const o = data(await post(owner, 'productOption', 'create', { props: { title: 'J', productPropertyId: G.finish, data: { fill: '#fff' } } })).productOption!;
    expect(o.data).toEqual({ fill: '#fff' });
    const u = data(await post(owner, 'productOption', 'update', { id: o.id, props: { data: 'not json {' } })).productOption!;
    expect(u.data).toBe('not json {');
  });

  it('the data-fields editor is for the configured user ids only (a platform setting)', async () => {
    const previous = process.env.DATA_FIELDS_EDITOR_USER_IDS;
    try {
      process.env.DATA_FIELDS_EDITOR_USER_IDS = '999999';
      expect(data(await owner.call(catalogueAdminCapabilitiesCall, {}))).toEqual({ canEditOptionDataFields: false });
      expect((await post(owner, 'productProperty', 'update', { id: G.finish, props: { productOptionDataFields: [] } })).status).toBe(403);
      const session = await owner.post('/auth/session', {});
      const userId = (session.body as { data: { user: { id: number } } }).data.user.id;
      process.env.DATA_FIELDS_EDITOR_USER_IDS = String(userId);
      expect(data(await owner.call(catalogueAdminCapabilitiesCall, {}))).toEqual({ canEditOptionDataFields: true });
      const fields = [{ title: 'Fill', key: 'fill', type: 'text' }];
      expect(data(await post(owner, 'productProperty', 'update', { id: G.finish, props: { productOptionDataFields: fields } })).productProperty).toMatchObject({
        productOptionDataFields: fields,
      });
    } finally {
      if (previous === undefined) delete process.env.DATA_FIELDS_EDITOR_USER_IDS;
      else process.env.DATA_FIELDS_EDITOR_USER_IDS = previous;
    }
    expect((await member.call(catalogueAdminCapabilitiesCall, {})).status).toBe(403);
  });
});

describe('rank entry, archive filters, duplicates', () => {
  it('a typed position re-ranks the whole list 1..n', async () => {
    const list = (data(await post(owner, 'product', 'get', {})).products as { id: number; rank: number }[]).slice(0, 4);
    const last = list[list.length - 1]!;
    const ranks = rerankByPosition(list, last.id, '1')!;
    expect(rerankByPosition(list, last.id, 'abc')).toBeNull();
    expect(rerankByPosition(list, last.id, String(list.length))).toBeNull();
    const saved = await post(owner, 'product', 'bulkUpdate', { rows: ranks.map(({ id, rank }) => ({ id, props: { rank } })) });
    expect(saved.status).toBe(200);
    const after = (data(await post(owner, 'product', 'get', {})).products as { id: number; rank: number }[]).filter((p) => ranks.some((r) => r.id === p.id));
    expect(after.map((p) => p.id)).toEqual(ranks.map((r) => r.id));
    expect(after.map((p) => p.rank)).toEqual([1, 2, 3, 4]);
  });

  it('the Archived filter shows archived products', async () => {
    const p = data(await post(owner, 'product', 'create', { props: { title: 'Old', archived: 1 } })).product!;
    const all = data(await post(owner, 'product', 'get', {})).products as { id: number; archived: 0 | 1 }[];
    expect(all.filter(statusFilterTest.archived).map((r) => r.id)).toContain(p.id);
    expect(all.filter(statusFilterTest.active).map((r) => r.id)).not.toContain(p.id);
  });

  it("duplicating a product appends ' (copy)'; duplicating a property bulk-copies its options", async () => {
    const source = (data(await post(owner, 'product', 'get', { where: { id: G.shaker } })).products as Body[])[0]!;
    const copy = copyForCreate('product', source);
    const dup = data(await post(owner, 'product', 'create', { props: { ...copy, title: `${String(source.title)}${COPY_SUFFIX}` } })).product!;
    expect(dup.title).toBe(`${String(source.title)} (copy)`);
    expect(dup.associations).toEqual(source.associations);

    const property = data(await post(owner, 'productProperty', 'create', { props: { title: `Finish${COPY_SUFFIX}`, type: 'singleSelect' } })).productProperty!;
    const options = data(await post(owner, 'productOption', 'get', { where: { productPropertyId: G.finish } })).productOptions as Body[];
    const rows = options.map((o) => ({ title: `${String(o.title)}${COPY_SUFFIX}`, productPropertyId: property.id, rank: o.rank, data: o.data }));
    const copied = data(await post(owner, 'productOption', 'bulkCreate', { rows })).productOptions as Body[];
    expect(copied).toHaveLength(options.length);
    expect(copied.every((o) => String(o.title).endsWith(' (copy)') && o.productPropertyId === property.id && o.archived === 0)).toBe(true);
  });
});

describe('a rule and its live effect; prices at dates', () => {
  it('explains which options of which products a rule removes, and flags one that empties a property', async () => {
    const rule = data(
      await post(owner, 'productRule', 'create', {
        props: { type: 'incompatible', fromResourceKey: 'productOption', toResourceKey: 'productOption', fromIds: [G.walnut], toIds: [G.brass] },
      }),
    ).productRule!;
    const catalogue = await loadCatalogue(em(), G.orgId);
    const lines = explainRuleEffect(
      catalogue,
      catalogue.productRules.find((r) => r.id === rule.id)!,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.find((l) => l.productId === G.shaker)).toMatchObject({ whenOptionId: G.walnut, propertyId: G.hardware, leavesNoOptions: false });
    expect(lines.find((l) => l.productId === G.shaker)!.removedOptionTitles.length).toBeGreaterThan(0);

    const hardware = catalogue.productOptions.filter((o) => o.productPropertyId === G.hardware && !o.archived).map((o) => o.id);
    const emptying = {
      ...catalogue.productRules[0]!,
      id: -1,
      type: 'incompatible' as const,
      toResourceKey: 'productOption' as const,
      fromIds: [G.walnut],
      toIds: hardware,
      toProductPropertyId: null,
    };
    expect(explainRuleEffect(catalogue, emptying).some((l) => l.leavesNoOptions && l.propertyId === G.hardware)).toBe(true);
    await post(owner, 'productRule', 'destroy', { id: rule.id });
  });

  it('prices follow the validity dates; an order keeps its effectivePricingDate', async () => {
    const product = data(await post(owner, 'product', 'create', { props: { title: 'Dated price' } })).product!;
    const rows = [
      { kind: 'basePrice', productId: product.id, amountInCents: 1000, validFrom: null, validTo: '2030-01-01' },
      { kind: 'basePrice', productId: product.id, amountInCents: 2000, validFrom: '2030-01-01', validTo: null },
    ];
    expect((await post(owner, 'productPricingRule', 'bulkCreate', { rows })).status).toBe(200);
    const index = indexCatalogue(await loadCatalogue(em(), G.orgId));
    const at = (date: string) =>
      priceItem({ index, instance: { productId: product.id as number, quantity: 1, properties: {}, customPriceInCents: null }, effectivePricingDate: date });
    expect(at('2026-06-01').unitPriceInCents).toBe(1000);
    expect(at('2030-06-01').unitPriceInCents).toBe(2000);

    const order = await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Dated' } });
    const orderId = order.body.data!.productOrder.id;
    const item = await owner.call(productInstanceCalls.create, { props: { productOrderId: orderId, productId: product.id as number } });
    expect(item.body.data!.productInstance!.unitPriceInCents).toBe(1000);
    const moved = await owner.call(productOrderCalls.update, { id: orderId, props: { effectivePricingDate: '2030-06-01' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.productOrder!.effectivePricingDate).toMatch(/^2030-06-01/);
    // A later price change leaves the order at its own date.
    await post(owner, 'productPricingRule', 'create', { props: { kind: 'basePrice', productId: product.id, amountInCents: 5000, validFrom: '2031-01-01' } });
    const again = await owner.call(productInstanceCalls.update, { id: item.body.data!.productInstance!.id, props: { quantity: 1 } });
    expect(again.body.data!.productInstance!.unitPriceInCents).toBe(2000);
  });

  it('refuses a validity that ends before it starts', async () => {
    expect((await post(owner, 'productPricingRule', 'create', { props: { kind: 'basePrice', validFrom: '2030-01-01', validTo: '2029-01-01' } })).status).toBe(
      400,
    );
    expect((await post(owner, 'productPricingRule', 'create', { props: { kind: 'basePrice', validFrom: '2030-02-30' } })).status).toBe(400);
  });
});

describe('catalogue calls in the contract', () => {
  it('every resource has all six calls', () => {
    for (const resource of catalogueResources)
      expect(Object.keys(catalogueCalls[resource]).sort()).toEqual(['bulkCreate', 'bulkUpdate', 'create', 'destroy', 'get', 'update']);
  });
});
