/**
 * The generic catalogue resource calls (issue 12 item 9): get with where, create, bulk create, update,
 * bulk update, destroy, over the allow-list in catalogue-resources.ts. Every call is for owners of the
 * active organisation (403 otherwise, spec catalogue §6); every record is looked up in that
 * organisation (another organisation's id is 404); records a row names must be in the same catalogue
 * (422, nothing stored); every write answers the stored row and is logged in catalogue_audit.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  catalogueAdminMessages,
  exportOptionIds,
  exportPriceDataProblem,
  fillTemplate,
  unknownRendererKeys,
  type CatalogueResource,
  type ExportPriceData,
  type Product,
} from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { CatalogueAuditSchema, ProductOptionSchema } from '../../db/entities/index.ts';
import { retryingTransaction } from '../../db/retrying-transaction.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';
import { plain } from '../serializers.ts';
import { catalogueResourceTable, type AnyRow } from './catalogue-resources.ts';
import { mayEditOptionDataFields } from './data-fields-editors.ts';

type Props = Record<string, unknown>;
type Action = 'create' | 'update' | 'destroy';

const rowOf = (row: AnyRow): AnyRow => plain<AnyRow>(row, []);

@injectable()
export class CatalogueAdminService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async get(viewer: Viewer, resource: CatalogueResource, where: Props = {}): Promise<AnyRow[]> {
    this.allow(viewer, where);
    const { entity, orderBy } = catalogueResourceTable[resource];
    const rows = await this.em.find(entity, { ...where, orgId: viewer.orgId } as never, { orderBy: orderBy as never });
    return rows.map(rowOf);
  }

  async create(viewer: Viewer, resource: CatalogueResource, props: Props): Promise<AnyRow> {
    const [row] = await this.bulkCreate(viewer, resource, [props]);
    return row!;
  }

  async bulkCreate(viewer: Viewer, resource: CatalogueResource, list: Props[]): Promise<AnyRow[]> {
    for (const props of list) this.allow(viewer, props, resource);
    return retryingTransaction(this.em, async (tx) => {
      const { entity, createDefaults } = catalogueResourceTable[resource];
      const created: AnyRow[] = [];
      for (const { orgId: _org, ...given } of list) {
        const props = { ...createDefaults, ...given };
        const row = tx.create(entity, { ...props, orgId: viewer.orgId } as never) as AnyRow;
        await this.checkReferences(tx, viewer, resource, { ...row, ...props });
        if ('exportPriceData' in given) await this.checkExportLayout(tx, viewer, resource, { ...row, ...props });
        created.push(row);
      }
      await tx.flush();
      const answered: AnyRow[] = [];
      for (const row of created) {
        await tx.refresh(row);
        const after = rowOf(row);
        this.audit(tx, viewer, resource, 'create', row.id, null, after);
        answered.push(after);
      }
      await tx.flush();
      return answered;
    });
  }

  async update(viewer: Viewer, resource: CatalogueResource, id: number, props: Props): Promise<AnyRow> {
    const [row] = await this.bulkUpdate(viewer, resource, [{ id, props }]);
    return row!;
  }

  async bulkUpdate(viewer: Viewer, resource: CatalogueResource, list: { id: number; props: Props }[]): Promise<AnyRow[]> {
    for (const { props } of list) this.allow(viewer, props, resource);
    return retryingTransaction(this.em, async (tx) => {
      const changed: { row: AnyRow; before: AnyRow }[] = [];
      for (const { id, props } of list) {
        const row = await this.find(tx, viewer, resource, id);
        const before = rowOf(row);
        await this.checkReferences(tx, viewer, resource, { ...before, ...props });
        if ('exportPriceData' in props) await this.checkExportLayout(tx, viewer, resource, { ...before, ...props });
        tx.assign(row, props as never);
        changed.push({ row, before });
      }
      await tx.flush();
      const answered: AnyRow[] = [];
      for (const { row, before } of changed) {
        const after = rowOf(row);
        this.audit(tx, viewer, resource, 'update', row.id, before, after);
        answered.push(after);
      }
      await tx.flush();
      return answered;
    });
  }

  async destroy(viewer: Viewer, resource: CatalogueResource, id: number): Promise<void> {
    this.allow(viewer, {});
    await retryingTransaction(this.em, async (tx) => {
      const row = await this.find(tx, viewer, resource, id);
      this.audit(tx, viewer, resource, 'destroy', row.id, rowOf(row), null);
      tx.remove(row);
      await tx.flush();
    });
  }

  /** Owners only; a named orgId must be the active one; data fields only for the configured user ids. */
  private allow(viewer: Viewer, props: Props, resource?: CatalogueResource): void {
    assertOwner(viewer, 'administer the catalogue');
    if (typeof props.orgId === 'number') assertActiveOrg(viewer, props.orgId);
    if (resource === 'productProperty' && props.productOptionDataFields !== undefined && !mayEditOptionDataFields(viewer)) {
      throw forbidden(catalogueAdminMessages.dataFieldsEditorOnly);
    }
  }

  private async find(em: EntityManager, viewer: Viewer, resource: CatalogueResource, id: number): Promise<AnyRow> {
    const row = (await em.findOne(catalogueResourceTable[resource].entity, { id, orgId: viewer.orgId } as never)) as AnyRow | null;
    if (!row) throw notFound();
    return row;
  }

  /** Every record the row names is in this organisation's catalogue; otherwise 422 and nothing is stored. */
  private async checkReferences(em: EntityManager, viewer: Viewer, resource: CatalogueResource, row: AnyRow): Promise<void> {
    // A renderer key no enabled plugin contributes would stop the next start-up: refuse it now.
    if (resource === 'product') {
      const [problem] = unknownRendererKeys(viewer.registry, [row as unknown as Pick<Product, 'id' | 'title' | 'data'>]);
      if (problem) throw unprocessable(problem);
    }
    for (const reference of catalogueResourceTable[resource].references) {
      const ids = [...new Set(reference.ids(row).filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0))];
      if (!ids.length) continue;
      const found = (await em.find(reference.entity, { id: { $in: ids }, orgId: viewer.orgId } as never, { fields: ['id'] as never })) as AnyRow[];
      const known = new Set(found.map((r) => r.id));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) {
        throw unprocessable(fillTemplate(catalogueAdminMessages.referenceNotInCatalogue, { resource: reference.label, ids: missing.join(', ') }));
      }
    }
  }

  /**
   * A product's price export layout, when a call sets it: property ids applied to the product, and
   * fixed options of their own property (422 with the reason otherwise). Only when given, so a layout
   * stored before a property was removed does not block unrelated edits.
   */
  private async checkExportLayout(em: EntityManager, viewer: Viewer, resource: CatalogueResource, row: AnyRow): Promise<void> {
    if (resource !== 'product') return;
    const settings = row.exportPriceData as ExportPriceData | undefined;
    const optionIds = settings ? exportOptionIds(settings) : [];
    const options = optionIds.length
      ? ((await em.find(ProductOptionSchema as never, { id: { $in: optionIds }, orgId: viewer.orgId } as never, {
          fields: ['id', 'productPropertyId'] as never,
        })) as AnyRow[])
      : [];
    const propertyOf = new Map(options.map((o) => [o.id, o.productPropertyId as number]));
    const problem = exportPriceDataProblem(row as never, (optionId) => propertyOf.get(optionId));
    if (problem) throw unprocessable(problem);
  }

  private audit(
    em: EntityManager,
    viewer: Viewer,
    resource: CatalogueResource,
    action: Action,
    recordId: number,
    before: AnyRow | null,
    after: AnyRow | null,
  ): void {
    em.create(CatalogueAuditSchema, { orgId: viewer.orgId, userId: viewer.userId, resource, recordId, action, before, after });
  }
}
