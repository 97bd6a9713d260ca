/**
 * The catalogue as the admin screens edit it: every resource of the organisation, loaded in one call
 * (adminCatalogueCall, issue 37 item 3) and merged record by record with the writes made while it
 * travelled (write-journal.ts, issue 34 item 2), and one generic write per action that puts the stored
 * row the server answers back into the list (writes answer the stored row, issue 12 item 9). An
 * update shows at once and is put back if the server refuses it.
 */
import { create } from 'zustand';
import type { z } from 'zod';
import {
  adminCatalogueCall,
  catalogueCalls,
  catalogueResources,
  pluralOf,
  type ApiCall,
  type Catalogue,
  type CatalogueResource,
  type catalogueRows,
} from '@configurator/core';
import { callApi } from '../../../api/api-client.ts';
import { createRowWrites } from './row-writes.ts';
import { createWriteJournal, type WriteJournal } from '../shared/write-journal.ts';

export type RowOf<R extends CatalogueResource> = z.output<(typeof catalogueRows)[R]>;
type Rows = { [R in CatalogueResource]: RowOf<R>[] };
type Props = Record<string, unknown>;

interface AdminCatalogueState extends Rows {
  orgId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  canEditOptionDataFields: boolean;
  load: (orgId: number) => Promise<void>;
  create: <R extends CatalogueResource>(resource: R, props: Props) => Promise<RowOf<R>>;
  bulkCreate: <R extends CatalogueResource>(resource: R, rows: Props[]) => Promise<RowOf<R>[]>;
  update: <R extends CatalogueResource>(resource: R, id: number, props: Props) => Promise<RowOf<R>>;
  bulkUpdate: <R extends CatalogueResource>(resource: R, rows: { id: number; props: Props }[]) => Promise<RowOf<R>[]>;
  destroy: (resource: CatalogueResource, id: number) => Promise<void>;
  /** Takes fields the server already stored by another call (an upload's new thumbnailUrl and medium). */
  adopt: (resource: CatalogueResource, id: number, props: Props) => void;
}

const empty: Rows = {
  product: [],
  productProperty: [],
  productOption: [],
  productRule: [],
  productPropertyGroup: [],
  productCategory: [],
  productPricingRule: [],
};

/** The resource calls seen generically (each body is still parsed by its own schema in callApi). */
type LooseCall = ApiCall<z.ZodType, z.ZodObject<{ data: z.ZodType<Record<string, unknown>> }>>;
const callOf = (resource: CatalogueResource, action: keyof (typeof catalogueCalls)['product']) => catalogueCalls[resource][action] as unknown as LooseCall;

const merge = <T extends { id: number }>(list: T[], rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kept = list.map((r) => byId.get(r.id) ?? r);
  const added = rows.filter((r) => !list.some((l) => l.id === r.id));
  return [...kept, ...added];
};

/** Each row's changes are sent one after another, in the order they were made, and the last one's answer stands. */
const rowWrites = createRowWrites();

/** One journal per list: a load merges record by record with the writes made while it travelled. */
const journals = Object.fromEntries(catalogueResources.map((resource) => [resource, createWriteJournal()])) as Record<CatalogueResource, WriteJournal>;

export const useAdminCatalogue = create<AdminCatalogueState>()((set, get) => {
  const put = <R extends CatalogueResource>(resource: R, rows: RowOf<R>[]) => {
    for (const row of rows) journals[resource].wrote(row.id);
    set({ [resource]: merge(get()[resource] as RowOf<R>[], rows) } as unknown as Partial<AdminCatalogueState>);
  };
  const replaceRow = (resource: CatalogueResource, id: number, next: (row: { id: number }) => { id: number }) =>
    set({ [resource]: (get()[resource] as { id: number }[]).map((r) => (r.id === id ? next(r) : r)) } as unknown as Partial<AdminCatalogueState>);
  return {
    ...empty,
    orgId: null,
    status: 'idle',
    error: null,
    canEditOptionDataFields: false,
    async load(orgId) {
      if (get().orgId !== orgId) set({ ...empty });
      set({ orgId, status: 'loading', error: null });
      const marks = Object.fromEntries(catalogueResources.map((resource) => [resource, journals[resource].mark()])) as Record<CatalogueResource, number>;
      try {
        // Every list in one call (the route's document usually carries its answer already).
        const data = await callApi(adminCatalogueCall, { orgId });
        if (get().orgId !== orgId) return;
        const state = get();
        const lists = Object.fromEntries(
          catalogueResources.map((resource) => [
            resource,
            journals[resource].merge(
              state[resource] as RowOf<typeof resource>[],
              data[pluralOf[resource] as keyof typeof data] as RowOf<typeof resource>[],
              marks[resource],
            ),
          ]),
        ) as unknown as Rows;
        set({ ...lists, status: 'ready', canEditOptionDataFields: data.canEditOptionDataFields });
      } catch (error) {
        if (get().orgId === orgId) set({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    },
    async create(resource, props) {
      const data = await callApi(callOf(resource, 'create'), { props });
      const row = data[resource] as RowOf<typeof resource>;
      put(resource, [row]);
      return row;
    },
    async bulkCreate(resource, rows) {
      const data = await callApi(callOf(resource, 'bulkCreate'), { rows });
      const stored = data[pluralOf[resource]] as RowOf<typeof resource>[];
      put(resource, stored);
      return stored;
    },
    async update(resource, id, props) {
      // The control shows the change at once; a refusal puts the row back (the caller shows the message).
      const before = (get()[resource] as { id: number }[]).find((r) => r.id === id);
      let shown: { id: number } | undefined;
      if (before) replaceRow(resource, id, (row) => (shown = { ...row, ...props }));
      journals[resource].wrote(id);
      const write = rowWrites.start(`${resource}:${id}`, () => callApi(callOf(resource, 'update'), { id, props }));
      try {
        const data = await write.answer;
        const row = data[resource] as RowOf<typeof resource>;
        // An answer to an older change, while a newer one of the same row travels, would undo the newer
        // on screen until its own answer came (and a download in between would use the older settings).
        if (write.isLatest()) put(resource, [row]);
        return row;
      } catch (error) {
        if (before) replaceRow(resource, id, (row) => (row === shown ? before : row));
        throw error;
      } finally {
        write.done();
      }
    },
    async bulkUpdate(resource, rows) {
      const data = await callApi(callOf(resource, 'bulkUpdate'), { rows });
      const stored = data[pluralOf[resource]] as RowOf<typeof resource>[];
      put(resource, stored);
      return stored;
    },
    async destroy(resource, id) {
      await callApi(callOf(resource, 'destroy'), { id });
      journals[resource].removed(id);
      set({ [resource]: (get()[resource] as { id: number }[]).filter((r) => r.id !== id) } as unknown as Partial<AdminCatalogueState>);
    },
    adopt(resource, id, props) {
      journals[resource].wrote(id);
      replaceRow(resource, id, (row) => ({ ...row, ...props }));
    },
  };
});

/** The loaded rows as a Catalogue, for core's rule engine and pricing (rule effects, price preview). */
export function asCatalogue(state: Rows): Catalogue {
  return {
    products: state.product,
    productCategories: state.productCategory,
    productProperties: state.productProperty,
    productOptions: state.productOption,
    productRules: state.productRule,
    productPropertyGroups: state.productPropertyGroup,
    productPricingRules: state.productPricingRule.map((r) => ({ ...r, amountInCents: r.amountInCents ?? 0 })),
    productOptionClassifiers: [],
  };
}

export const byRankThenId = (a: { rank: number; id: number }, b: { rank: number; id: number }) => a.rank - b.rank || a.id - b.id;
