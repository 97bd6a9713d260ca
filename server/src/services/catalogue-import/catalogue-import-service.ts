/**
 * Catalogue import and export (issue 34 item 5), for owners of the active organisation. The dry run
 * reads the file and plans it against the stored catalogue; apply plans it again inside one
 * transaction and writes it there, kind by kind (each kind's new records get their ids before the
 * next kind names them), with an audit row per record like the admin's own calls. A file with any
 * refused row writes nothing (422, each refusal with its row). The export writes the same format.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  catalogueImportMessages,
  catalogueResources,
  catalogueSheetContentTypes,
  catalogueSheetKinds,
  fillTemplate,
  unknownRendererKeys,
  type CatalogueImportPlan,
  type CatalogueSheetFormat,
  type Product,
} from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { CatalogueAuditSchema } from '../../db/entities/index.ts';
import { retryingTransaction } from '../../db/retrying-transaction.ts';
import { insertInBatches, updateRow } from '../../db/batch-writes.ts';
import { readTogether, selectPlain } from '../../db/plain-rows.ts';
import type { DownloadFile } from '../../http/call-router.ts';
import { unprocessable } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';
import { plain } from '../serializers.ts';
import { catalogueResourceTable, type AnyRow } from '../catalogue/catalogue-resources.ts';
import { mayEditOptionDataFields } from '../catalogue/data-fields-editors.ts';
import { exportRows, planImport, type CatalogueRecords, type ImportPlan, type PlannedWrite } from './import-plan.ts';
import { readSheet, writeSheet } from './sheet-files.ts';
import { sheetKinds } from './sheet-kinds.ts';
import { isPlaceholder } from './sheet-refs.ts';

const WHAT = 'import or export the catalogue';

@injectable()
export class CatalogueImportService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  /** Owners of the organisation the call names (it must be the active one). */
  authorize(viewer: Viewer, orgId: number): void {
    assertOwner(viewer, WHAT);
    assertActiveOrg(viewer, orgId);
  }

  async dryRun(viewer: Viewer, format: CatalogueSheetFormat, bytes: Buffer): Promise<CatalogueImportPlan> {
    const rows = await readSheet(format, bytes);
    const { writes: _writes, ...plan } = this.plan(viewer, rows, await this.load(this.em.fork(), viewer));
    return { ...plan, applied: false };
  }

  async apply(viewer: Viewer, format: CatalogueSheetFormat, bytes: Buffer): Promise<CatalogueImportPlan> {
    const rows = await readSheet(format, bytes);
    return retryingTransaction(this.em, async (tx) => {
      const catalogue = await this.load(tx, viewer);
      const { writes, ...plan } = this.plan(viewer, rows, catalogue);
      if (plan.summary.refuse) {
        const refused = plan.rows.filter((r) => r.action === 'refuse');
        throw unprocessable(
          fillTemplate(catalogueImportMessages.refused, { count: refused.length }),
          refused.map((r) => ({ path: `row ${r.row}`, message: r.reason ?? '' })),
        );
      }
      await this.write(tx, viewer, catalogue, writes);
      return { ...plan, applied: true };
    });
  }

  async export(viewer: Viewer, format: CatalogueSheetFormat): Promise<DownloadFile> {
    const catalogue = await this.load(this.em.fork(), viewer);
    // Someone whose prices are hidden gets the catalogue without its prices.
    if (viewer.pricingIsHiddenByAccess) catalogue.productPricingRule = [];
    const rows = exportRows(catalogue).map((cells) => (viewer.pricingIsHiddenByAccess ? { ...cells, amountInCents: '' } : cells));
    return { fileName: `catalogue-${viewer.orgId}.${format}`, contentType: catalogueSheetContentTypes[format], body: await writeSheet(format, rows) };
  }

  private plan(viewer: Viewer, rows: Awaited<ReturnType<typeof readSheet>>, catalogue: CatalogueRecords): ImportPlan {
    return planImport(rows, catalogue, {
      mayEditDataFields: mayEditOptionDataFields(viewer),
      productProblem: (product) => unknownRendererKeys(viewer.registry, [product as unknown as Pick<Product, 'id' | 'title' | 'data'>])[0],
    });
  }

  /**
   * Every catalogue resource of the organisation, in each list's own order, as plain rows asked
   * together (db/plain-rows.ts): no entities to hydrate or track. The import writes with batched
   * statements (db/batch-writes.ts), never by flushing what it read.
   */
  private async load(em: EntityManager, viewer: Viewer): Promise<CatalogueRecords> {
    const lists = await readTogether(
      em,
      catalogueResources.map((resource) => () => {
        const { entity, orderBy } = catalogueResourceTable[resource];
        const order = Object.entries(orderBy)
          .map(([field, direction]) => `t."${em.getMetadata().find(entity as never)!.properties[field]!.fieldNames[0]}" ${direction}`)
          .join(', ');
        return selectPlain<AnyRow>(em, entity as never, { where: 't.org_id = ?', params: [viewer.orgId], orderBy: order, omit: [] });
      }),
    );
    return Object.fromEntries(catalogueResources.map((resource, i) => [resource, lists[i]])) as CatalogueRecords;
  }

  /**
   * The plan's writes, kind by kind (each kind's new records get their ids before the next kind names
   * them): new records in batched INSERTs, changed ones one UPDATE each, then every audit row in
   * batched INSERTs. Nothing goes through the unit of work (db/batch-writes.ts says why).
   */
  private async write(tx: EntityManager, viewer: Viewer, catalogue: CatalogueRecords, writes: readonly PlannedWrite[]): Promise<void> {
    const orgId = viewer.orgId;
    const realIds = new Map<number, number>();
    const audits: Record<string, unknown>[] = [];
    const audit = (resource: string, recordId: number, before: AnyRow | null, after: Record<string, unknown>) =>
      audits.push({ orgId, userId: viewer.userId, resource, recordId, action: before ? 'update' : 'create', before, after });
    for (const kind of catalogueSheetKinds) {
      const ofKind = writes.filter((w) => w.kind === kind);
      if (!ofKind.length) continue;
      const { resource } = sheetKinds[kind];
      const { entity, createDefaults } = catalogueResourceTable[resource];
      const stored = new Map(catalogue[resource].map((r) => [r.id, r]));
      const added: PlannedWrite[] = [];
      const addedProps: Record<string, unknown>[] = [];
      for (const write of ofKind) {
        // Free JSON of products and options is the user's own: only the fields that name records are resolved.
        const props = withRealIds(write.props, realIds, kind === 'price') as Record<string, unknown>;
        if (write.isNew) {
          added.push(write);
          addedProps.push({ ...createDefaults, ...props, orgId });
        } else {
          const before = plain<AnyRow>(stored.get(write.id)!, []);
          const written = await updateRow(tx, entity, { id: write.id, orgId }, props);
          audit(resource, write.id, before, { ...before, ...written });
        }
      }
      const rows = await insertInBatches(tx, entity, addedProps);
      rows.forEach((row, i) => {
        realIds.set(added[i]!.id, row.id);
        audit(resource, row.id, null, row);
      });
    }
    await insertInBatches(tx, CatalogueAuditSchema, audits);
  }
}

/** Props with the placeholders of records added earlier in the same apply replaced by their ids. */
function withRealIds(value: unknown, realIds: ReadonlyMap<number, number>, intoData: boolean, key = ''): unknown {
  if (key === 'data' && !intoData) return value;
  if (typeof value === 'number') return isPlaceholder(value) ? realIds.get(value) : value;
  if (Array.isArray(value)) return value.map((v) => withRealIds(v, realIds, intoData));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, child]) => [
      /^\d+$/.test(k) && isPlaceholder(Number(k)) ? String(realIds.get(Number(k))) : k,
      withRealIds(child, realIds, intoData, k),
    ]),
  );
}
