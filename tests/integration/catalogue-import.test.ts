/**
 * Catalogue import and export (issue 34 item 5): a generated 2,000-product workbook is dry-run,
 * applied, applied again (nothing changes), exported and re-imported (nothing changes); a file with
 * bad rows is refused row by row with nothing written; owners only, in their active organisation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueExportCall,
  catalogueImportApplyCall,
  catalogueImportDryRunCall,
  catalogueImportMessages,
  type CatalogueImportPlan,
  type CatalogueSheetFormat,
} from '@configurator/core';
import {
  CatalogueAuditSchema,
  ProductOptionSchema,
  ProductPricingRuleSchema,
  ProductPropertySchema,
  ProductRuleSchema,
  ProductSchema,
} from '@configurator/server/db/entities/index';
import { readSheet, writeSheet } from '@configurator/server/services/catalogue-import/sheet-files';
import { useRoleMatrix, type ApiClient } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { generatedCatalogue, row } from './support/generated-catalogue.ts';

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
const em = () => t.server.orm.em.fork();

interface Answer {
  status: number;
  body: { data?: CatalogueImportPlan; error?: { message: string; issues?: { path: string; message: string }[] } };
}

async function send(client: ApiClient, path: string, bytes: Buffer, format: CatalogueSheetFormat, orgId = G.orgId): Promise<Answer> {
  const response = await fetch(`${t.server.url}${path}?orgId=${orgId}&format=${format}`, {
    method: 'POST',
    headers: { 'content-type': format === 'csv' ? 'text/csv' : 'application/octet-stream', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const dryRun = (client: ApiClient, bytes: Buffer, format: CatalogueSheetFormat = 'xlsx') => send(client, catalogueImportDryRunCall.path, bytes, format);
const apply = (client: ApiClient, bytes: Buffer, format: CatalogueSheetFormat = 'xlsx') => send(client, catalogueImportApplyCall.path, bytes, format);

async function exportFile(client: ApiClient, format: CatalogueSheetFormat): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const response = await fetch(`${t.server.url}${catalogueExportCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: JSON.stringify({ orgId: G.orgId, format }),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

/** Counts of every table the import writes: equal before and after means nothing was written. */
async function counts() {
  const e = em();
  return {
    products: await e.count(ProductSchema, { orgId: G.orgId }),
    properties: await e.count(ProductPropertySchema, { orgId: G.orgId }),
    options: await e.count(ProductOptionSchema, { orgId: G.orgId }),
    prices: await e.count(ProductPricingRuleSchema, { orgId: G.orgId }),
    rules: await e.count(ProductRuleSchema, { orgId: G.orgId }),
    audits: await e.count(CatalogueAuditSchema, {}),
  };
}

describe('permissions and organisation scoping', () => {
  it("members, guests and another organisation's owner are refused every call; nothing is written", async () => {
    const file = await writeSheet('csv', generatedCatalogue(2));
    const before = await counts();
    for (const who of [member, guest]) {
      expect((await dryRun(who, file, 'csv')).status).toBe(403);
      expect((await apply(who, file, 'csv')).status).toBe(403);
      expect((await exportFile(who, 'csv')).status).toBe(403);
    }
    // Another organisation's owner naming this organisation: not their active one.
    expect((await apply(otherOwner, file, 'csv')).status).toBe(403);
    expect((await exportFile(otherOwner, 'csv')).status).toBe(403);
    expect((await send(owner, catalogueImportApplyCall.path, file, 'csv', 2)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses a JSON body, an empty file, a file past the size limit and a file without the header', async () => {
    const before = await counts();
    expect((await owner.post(`${catalogueImportDryRunCall.path}?orgId=${G.orgId}&format=csv`, {})).status).toBe(400);
    expect((await dryRun(owner, Buffer.alloc(0), 'csv')).body.error!.message).toBe(catalogueImportMessages.empty);
    const big = await dryRun(owner, Buffer.alloc(10_000_000, 0x41), 'csv');
    expect(big.status).toBe(413);
    expect(big.body.error!.message).toBe(catalogueImportMessages.tooBig);
    expect((await dryRun(owner, Buffer.from('a,b\n1,2\n'), 'csv')).status).toBe(400);
    expect((await dryRun(owner, Buffer.from('not a workbook'), 'xlsx')).body.error!.message).toBe(catalogueImportMessages.notReadable);
    expect(await counts()).toEqual(before);
  });
});

describe('the fixture catalogue round trip', () => {
  it.each(['csv', 'xlsx'] as const)('an export (%s) re-imports with nothing to add or change', async (format) => {
    const exported = await exportFile(owner, format);
    expect(exported.status).toBe(200);
    const plan = await dryRun(owner, exported.bytes, format);
    expect(plan.status, JSON.stringify(plan.body).slice(0, 500)).toBe(200);
    expect(plan.body.data!.summary).toMatchObject({ add: 0, change: 0, refuse: 0 });
    expect(plan.body.data!.summary.unchanged).toBeGreaterThan(10);
  });
});

describe('a generated 2,000-product workbook', () => {
  it('dry run, apply, a second apply that changes nothing, and an export that re-imports to the same catalogue', async () => {
    const rows = generatedCatalogue(2000);
    const file = await writeSheet('xlsx', rows);
    const before = await counts();

    const planned = await dryRun(owner, file);
    expect(planned.status, JSON.stringify(planned.body).slice(0, 500)).toBe(200);
    expect(planned.body.data).toMatchObject({ applied: false, summary: { add: rows.length, change: 0, unchanged: 0, refuse: 0 } });
    expect(await counts()).toEqual(before);

    const applied = await apply(owner, file);
    expect(applied.status, JSON.stringify(applied.body).slice(0, 500)).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, summary: { add: rows.length, refuse: 0 } });
    const after = await counts();
    expect(after).toMatchObject({
      products: before.products + 2000,
      properties: before.properties + 3,
      options: before.options + 9,
      prices: before.prices + 2002,
      rules: before.rules + 2,
    });
    expect(after.audits).toBe(before.audits + rows.length);

    // What was written: a product's properties, the option it does not offer, its price, the rules by refs.
    const e = em();
    const door3 = await e.findOneOrFail(ProductSchema, { orgId: G.orgId, title: 'Cabinet door 3' });
    const finish = await e.findOneOrFail(ProductPropertySchema, { orgId: G.orgId, internalTitle: 'GEN-FINISH' });
    const maple = await e.findOneOrFail(ProductOptionSchema, { orgId: G.orgId, productPropertyId: finish.id, title: 'Maple' });
    expect(door3.referenceCodes).toMatchObject({ catalog: 'GEN-P0003' });
    expect(door3.associations.productProperties[String(finish.id)]!.disabledProductOptionIds).toEqual([maple.id]);
    expect(Object.keys(door3.associations.productProperties)).toHaveLength(3);
    expect((await e.findOneOrFail(ProductPricingRuleSchema, { productId: door3.id })).amountInCents).toBe(10_003);
    const noAsh = await e.findOneOrFail(ProductRuleSchema, { orgId: G.orgId, title: 'GEN no ash in XL' });
    expect(noAsh.toResourceKey).toBe('productOption');

    const again = await apply(owner, file);
    expect(again.body.data).toMatchObject({ applied: true, summary: { add: 0, change: 0, unchanged: rows.length, refuse: 0 } });
    expect(await counts()).toEqual(after);

    // A change is one field of one record.
    const renamed = rows.map((r) => (r.ref === 'GEN-P0007' ? { ...r, title: 'Renamed door' } : r));
    const changed = await dryRun(owner, await writeSheet('csv', renamed), 'csv');
    expect(changed.body.data!.summary).toMatchObject({ add: 0, change: 1, refuse: 0 });
    expect(changed.body.data!.rows).toEqual([
      { row: rows.findIndex((r) => r.ref === 'GEN-P0007') + 2, kind: 'product', ref: 'GEN-P0007', action: 'change', fields: ['title'] },
    ]);

    // The export holds every record and re-imports to the same catalogue; exporting again gives the same file.
    const exported = await exportFile(owner, 'csv');
    const exportedRows = await readSheet('csv', exported.bytes);
    expect(exportedRows.filter((r) => r.cells.ref.startsWith('GEN-P'))).toHaveLength(2000);
    const reimport = await apply(owner, exported.bytes, 'csv');
    expect(reimport.body.data).toMatchObject({ applied: true, summary: { add: 0, change: 0, refuse: 0 } });
    expect(await counts()).toEqual(after);
    expect((await exportFile(owner, 'csv')).bytes.equals(exported.bytes)).toBe(true);
  }, 600_000);

  it('a file with bad rows is refused row by row, and apply writes nothing', async () => {
    const rows = [
      row({ kind: 'property', ref: 'BAD-PROP', title: 'Fine property', type: 'singleSelect' }),
      row({ kind: 'option', ref: 'BAD-OPT', parent: 'NO-SUCH-PROPERTY', title: 'Orphan' }),
      row({ kind: 'product', ref: 'BAD-P1', title: 'Good product', properties: 'BAD-PROP' }),
      row({ kind: 'product', ref: 'BAD-P2', title: 'x'.repeat(300) }),
      row({ kind: 'product', ref: 'BAD-P3', title: 'Bad rank', rank: 'abc' }),
      row({ kind: 'product', ref: 'BAD-P1', title: 'Twice' }),
      row({ kind: 'price', parent: 'BAD-P1', type: 'basePrice', amountInCents: '12.5' }),
      row({ kind: 'rule', ref: 'BAD rule', type: 'sometimes', toResource: 'productOption' }),
      row({ kind: 'widget', ref: 'W1' }),
      row({ kind: 'product', ref: '#999999', title: 'Not here' }),
    ];
    const file = await writeSheet('xlsx', rows);
    const before = await counts();
    const planned = await dryRun(owner, file);
    expect(planned.status).toBe(200);
    const refused = planned.body.data!.rows.filter((r) => r.action === 'refuse');
    expect(refused.map((r) => r.row).sort((a, b) => a - b)).toEqual([3, 5, 6, 7, 8, 9, 10, 11]);
    const reason = (n: number) => refused.find((r) => r.row === n)!.reason;
    expect(reason(3)).toContain("No property with the ref 'NO-SUCH-PROPERTY'");
    expect(reason(5)).toMatch(/^title: /);
    expect(reason(6)).toBe("rank must be a number, not 'abc'.");
    expect(reason(7)).toContain('also on row 4');
    expect(reason(8)).toBe("amountInCents must be a number, not '12.5'.");
    expect(reason(10)).toContain("Unknown kind 'widget'");
    expect(reason(11)).toBe('No product #999999 in this catalogue.');
    expect(planned.body.data!.summary).toMatchObject({ add: 2, refuse: 8 });

    const refusedApply = await apply(owner, file);
    expect(refusedApply.status).toBe(422);
    expect(refusedApply.body.error!.issues!.map((i) => i.path)).toContain('row 3');
    expect(await counts()).toEqual(before);
  });
});

describe('the documented files (docs/)', () => {
  const docs = (name: string) => readFileSync(join(import.meta.dirname, '../../docs', name));

  it("the demo organisation's sample re-imports into it unchanged; the example adds a catalogue once", async () => {
    const sample = await dryRun(owner, docs('catalogue-import-sample.csv'), 'csv');
    expect(sample.body.data!.summary).toMatchObject({ add: 0, change: 0, refuse: 0 });
    const example = docs('catalogue-import-example.csv');
    const first = await apply(owner, example, 'csv');
    expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
    expect(first.body.data!.summary).toMatchObject({ change: 0, refuse: 0 });
    expect(first.body.data!.summary.add).toBeGreaterThan(10);
    expect((await apply(owner, example, 'csv')).body.data!.summary).toMatchObject({ add: 0, change: 0, refuse: 0 });
  });
});
