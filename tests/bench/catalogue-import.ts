/**
 * The catalogue-import section of npm run bench (issue 34 item 5): a generated 2,000-product workbook
 * (tests/integration/support/generated-catalogue.ts) sent to the generic demo organisation over HTTP
 * on a fresh embedded database: the dry run, the apply (every record written in one transaction) and a
 * second apply that changes nothing, each timed once (each is a whole file, not a small call).
 */
import { performance } from 'node:perf_hooks';
import { catalogueImportApplyCall, catalogueImportDryRunCall } from '@configurator/core';
import { writeSheet } from '@configurator/server/services/catalogue-import/sheet-files';
import { startTestServer } from '@configurator/test-harness';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';
import { generatedCatalogue } from '../integration/support/generated-catalogue.ts';

const PRODUCTS = 2000;

export async function benchCatalogueImport(): Promise<void> {
  const t = await startTestServer({ demoOrganisations: [genericOrganisation] });
  try {
    const owner = t.client();
    await owner.signIn('owner@generic.demo');
    const rows = generatedCatalogue(PRODUCTS);
    const file = await writeSheet('xlsx', rows);
    const send = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${t.server.url}${path}?orgId=${genericOrganisation.id}&format=xlsx`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', cookie: owner.cookie! },
        body: new Uint8Array(file),
      });
      const body = (await response.json()) as { data?: { summary: Record<string, number> } };
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - started, summary: body.data!.summary };
    };
    const dry = await send(catalogueImportDryRunCall.path);
    const apply = await send(catalogueImportApplyCall.path);
    const again = await send(catalogueImportApplyCall.path);
    console.log(
      `\nCatalogue import: ${PRODUCTS.toLocaleString('en-US')}-product workbook, ${rows.length.toLocaleString('en-US')} rows, ${(file.length / 1024).toFixed(0)} KiB (XLSX)`,
    );
    console.table([
      { step: 'dry run', ms: Math.round(dry.ms), ...dry.summary },
      { step: 'apply (one transaction)', ms: Math.round(apply.ms), ...apply.summary },
      { step: 'apply again (no change)', ms: Math.round(again.ms), ...again.summary },
    ]);
  } finally {
    await t.dispose();
  }
}
