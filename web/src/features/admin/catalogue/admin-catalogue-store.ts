/**
 * The catalogue as the admin screens edit it: every resource of the organisation, loaded by the
 * generic resource calls, and one generic write per action that puts the stored row the server
 * answers back into the list (writes answer the stored row, issue 12 item 9).
 */
import { create } from 'zustand';
import type { z } from 'zod';
import {
  catalogueAdminCapabilitiesCall, catalogueCalls, catalogueResources, pluralOf, type ApiCall, type Catalogue, type CatalogueResource, type catalogueRows,
} from '@configurator/core';
import { callApi } from '../../../api/api-client.ts';

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
  product: [], productProperty: [], productOption: [], productRule: [], productPropertyGroup: [], productCategory: [], productPricingRule: [],
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

export const useAdminCatalogue = create<AdminCatalogueState>()((set, get) => {
  const put = <R extends CatalogueResource>(resource: R, rows: RowOf<R>[]) =>
    set({ [resource]: merge(get()[resource] as RowOf<R>[], rows) } as unknown as Partial<AdminCatalogueState>);
  return {
    ...empty,
    orgId: null,
    status: 'idle',
    error: null,
    canEditOptionDataFields: false,
    async load(orgId) {
      if (get().orgId !== orgId) set({ ...empty });
      set({ orgId, status: 'loading', error: null });
      try {
        const loaded: Partial<Rows> = {};
        // One call at a time: the embedded database serves one connection.
        for (const resource of catalogueResources) {
          const data = await callApi(callOf(resource, 'get'), { where: { orgId } });
          (loaded as Record<string, unknown>)[resource] = data[pluralOf[resource]];
        }
        const capabilities = await callApi(catalogueAdminCapabilitiesCall, {});
        if (get().orgId === orgId) set({ ...(loaded as Rows), status: 'ready', canEditOptionDataFields: capabilities.canEditOptionDataFields });
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
      const data = await callApi(callOf(resource, 'update'), { id, props });
      const row = data[resource] as RowOf<typeof resource>;
      put(resource, [row]);
      return row;
    },
    async bulkUpdate(resource, rows) {
      const data = await callApi(callOf(resource, 'bulkUpdate'), { rows });
      const stored = data[pluralOf[resource]] as RowOf<typeof resource>[];
      put(resource, stored);
      return stored;
    },
    async destroy(resource, id) {
      await callApi(callOf(resource, 'destroy'), { id });
      set({ [resource]: (get()[resource] as { id: number }[]).filter((r) => r.id !== id) } as unknown as Partial<AdminCatalogueState>);
    },
    adopt(resource, id, props) {
      set({ [resource]: (get()[resource] as { id: number }[]).map((r) => (r.id === id ? { ...r, ...props } : r)) } as unknown as Partial<AdminCatalogueState>);
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
