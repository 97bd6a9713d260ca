/**
 * The order page's state: the order, its items, the catalogue, the active item, and the writes on
 * their way. Writes go out one at a time (each carries the version the server last confirmed, so a
 * stale one is refused rather than overwriting someone's change) and every answer brings what the
 * write changed (the item, other items' new ranks or prices, the order's recomputed costs), merged
 * into what the page holds (core's mergeItemWrite).
 */
import { create } from 'zustand';
import {
  indexCatalogue,
  mergeItemWrite,
  orderDataCall,
  productInstanceCalls,
  type liveReadCall,
  productOrderCalls,
  type CatalogueIndex,
  type OrderCosts,
  type OrderMemberRef,
  type RequestOf,
  type ResponseOf,
} from '@configurator/core';
import { ApiError, callApi } from '../api/api-client.ts';
import { yieldToMain } from '../api/yield-to-main.ts';
import { useSessionStore } from '../features/session/session-store.ts';
import { byRank, visibleItems, type PendingWrite } from './item-writes.ts';
import { localCosts } from './local-costs.ts';
import { orderMembers } from './order-members.ts';
import type { ItemPatch, ItemView, OrderView } from './order-types.ts';

type OrderData = ResponseOf<typeof orderDataCall>['data'];
type ItemWriteResult = ResponseOf<typeof productInstanceCalls.create>['data'];
type LiveRead = ResponseOf<typeof liveReadCall>['data'];
export type OrderPatch = RequestOf<typeof productOrderCalls.update>['props'];

export interface OrderAddress {
  orgId: number;
  orgSpecificId: number;
  shareToken?: string;
  /** The order a share link was made for (spec orders §2 query parameter), passed on with the token. */
  shareableOrderId?: number;
}

interface OrderState {
  address: OrderAddress | null;
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  loadError: string | null;
  order: OrderView | null;
  index: CatalogueIndex | null;
  data: OrderData | null;
  pricingIsHidden: boolean;
  /** Server-confirmed items, by rank. */
  confirmed: ItemView[];
  pending: PendingWrite[];
  drafts: Map<number, ItemPatch>;
  /** What the page shows: confirmed + pending + drafts. */
  items: ItemView[];
  /** The order's costs over the shown items while writes are on their way (local-costs.ts); null: the order's own. */
  costsShown: OrderCosts | null;
  /** The shown items as drawings read the order (order-members.ts): a new array only when membership changes. */
  members: readonly OrderMemberRef[];
  activeItemId: number | null;
  /** The last write that failed, with the server's message; cleared by the next success or dismiss. */
  saveError: string | null;
  creating: boolean;

  load: (address: OrderAddress) => Promise<void>;
  setActive: (itemId: number | null) => void;
  /**
   * Resolves false when the server refused the item (its message is the save error). A custom item
   * (productId -1, staff only) carries its own price.
   */
  createItem: (productId: number, title?: string, customPriceInCents?: number) => Promise<boolean>;
  updateItem: (itemId: number, patch: ItemPatch) => Promise<boolean>;
  setDraft: (itemId: number, patch: ItemPatch) => void;
  commitDraft: (itemId: number) => Promise<void>;
  destroyItem: (itemId: number) => Promise<void>;
  /** Saves order fields (name, contact details); resolves false when the server refused. */
  updateOrder: (props: OrderPatch) => Promise<boolean>;
  /** Takes the order from a call that answers it (the lifecycle moves); ignored for another order. */
  adoptOrder: (order: OrderView) => void;
  /**
   * Takes what a live read answered after another person's change (issue 36): the order, the items it
   * named (new, changed or gone), new media and, when read, the plan's records. The order data's other
   * parts (catalogue, statuses, people) are kept as they are: such a change does not touch them.
   */
  adoptLiveRead: (read: LiveRead) => void;
  dismissError: () => void;
}

let writeChain: Promise<unknown> = Promise.resolve();
let writeSeq = 0;
/** Queues a write behind the others, so each one reads the version the previous one produced. */
const enqueue = <T>(write: () => Promise<T>): Promise<T> => {
  const next = writeChain.then(write, write);
  writeChain = next.catch(() => undefined);
  return next;
};

/** Resolves once the next frame has been made (a task after it); at once where there are no frames. */
const afterNextFrame = (): Promise<void> =>
  typeof requestAnimationFrame === 'function' ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : Promise.resolve();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const useOrderStore = create<OrderState>()((set, get) => {
  const derive = (patch: Partial<OrderState>) => {
    const next = { ...get(), ...patch };
    // Changed items are priced here as the server will price them, unless this viewer sees no prices.
    const pricing =
      next.index && next.order && !next.pricingIsHidden ? { index: next.index, effectivePricingDate: next.order.effectivePricingDate } : undefined;
    const items = visibleItems(next.confirmed, next.pending, next.drafts, pricing);
    const costsShown = pricing && next.order ? localCosts(next.order, next.confirmed, items, useSessionStore.getState().registry ?? undefined) : null;
    set({ ...patch, items, costsShown, members: orderMembers(items, next.members) });
  };

  const applyWriteResult = (result: ItemWriteResult, extra: Partial<OrderState> = {}) => {
    // An answer for an order the page has since left must not land on the one now shown.
    const held = get().order;
    if (!held || held.id !== result.productOrder.id) return;
    const merged = mergeItemWrite(get().confirmed, held, result);
    derive({ confirmed: merged.items.sort(byRank), order: merged.order, saveError: null, ...extra });
  };

  const onWriteError = async (error: unknown, extra: Partial<OrderState> = {}) => {
    derive({ saveError: `Your change was not saved: ${messageOf(error)}`, ...extra });
    // Someone else changed the record: take their version so the next change can be saved.
    if (error instanceof ApiError && error.status === 409 && get().address) await get().load(get().address!);
  };

  /** Shows the change at once, then saves it behind the writes already queued. */
  const startWrite = (itemId: number, patch: ItemPatch, extra: Partial<OrderState> = {}): Promise<boolean> => {
    const seq = ++writeSeq;
    derive({ ...extra, pending: [...get().pending, { seq, itemId, patch }] });
    return enqueue(async () => {
      const write = get().pending.find((w) => w.seq === seq);
      const current = get().confirmed.find((i) => i.id === itemId);
      const remaining = () => get().pending.filter((w) => w.seq !== seq);
      if (!write || !current) {
        derive({ pending: remaining() });
        return false;
      }
      try {
        // The change is on screen first (the pending write above); the request, its body and fetch's
        // own work follow the frame that shows it (issue 17: option click → drawing redrawn).
        await afterNextFrame();
        const result = await callApi(productInstanceCalls.update, { id: itemId, props: write.patch, version: current.version });
        applyWriteResult(result, { pending: remaining() });
        return true;
      } catch (error) {
        await onWriteError(error, { pending: remaining() });
        return false;
      }
    });
  };

  return {
    address: null,
    status: 'idle',
    loadError: null,
    order: null,
    index: null,
    data: null,
    pricingIsHidden: false,
    confirmed: [],
    pending: [],
    drafts: new Map(),
    items: [],
    costsShown: null,
    members: [],
    activeItemId: null,
    saveError: null,
    creating: false,

    async load(address) {
      const same = get().address?.orgId === address.orgId && get().address?.orgSpecificId === address.orgSpecificId;
      if (!same)
        set({
          status: 'loading',
          order: null,
          confirmed: [],
          items: [],
          members: [],
          pending: [],
          drafts: new Map(),
          activeItemId: null,
          saveError: null,
          creating: false,
        });
      set({ address, loadError: null });
      try {
        const data = await callApi(
          orderDataCall,
          {
            orgId: address.orgId,
            productOrderOrgSpecificId: address.orgSpecificId,
            ...(address.shareToken ? { shareToken: address.shareToken } : {}),
            ...(address.shareableOrderId ? { shareableOrderId: address.shareableOrderId } : {}),
          },
          { revalidate: true },
        );
        // The answer was read and checked against the contract in this task; indexing and rendering it
        // make the next one (issue 20: two shorter tasks instead of one long one on the page's load).
        await yieldToMain();
        const order = data.productOrders[0];
        if (!order) {
          set({ status: 'notFound' });
          return;
        }
        const index = indexCatalogue(
          {
            products: data.products,
            productCategories: data.productCategories,
            productProperties: data.productProperties,
            productOptions: data.productOptions,
            productRules: data.productRules,
            productPropertyGroups: data.productPropertyGroups,
            productPricingRules: data.productPricingRules,
            productOptionClassifiers: data.productOptionClassifiers,
          },
          data.productGraphics ?? [],
        );
        const confirmed = [...data.productInstances].sort(byRank);
        const active = get().activeItemId;
        derive({
          status: 'ready',
          data,
          index,
          order,
          pricingIsHidden: data.pricingIsHidden,
          confirmed,
          pending: [],
          activeItemId: active !== null && confirmed.some((i) => i.id === active) ? active : (confirmed[0]?.id ?? null),
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) set({ status: 'notFound' });
        else set({ status: 'failed', loadError: messageOf(error) });
      }
    },

    setActive(itemId) {
      set({ activeItemId: itemId });
    },

    async createItem(productId, title, customPriceInCents) {
      const order = get().order;
      if (!order) return false;
      const active = get().items.find((i) => i.id === get().activeItemId);
      set({ creating: true });
      return enqueue(async () => {
        try {
          const result = await callApi(productInstanceCalls.create, {
            props: {
              productOrderId: order.id,
              productId,
              quantity: 1,
              ...(title ? { title } : {}),
              ...(active ? { rank: active.rank } : {}),
              ...(customPriceInCents !== undefined ? { customPriceInCents } : {}),
            },
          });
          applyWriteResult(result, { activeItemId: result.productInstance?.id ?? get().activeItemId, creating: false });
          return true;
        } catch (error) {
          await onWriteError(error, { creating: false });
          return false;
        }
      });
    },

    updateItem(itemId, patch) {
      return startWrite(itemId, patch);
    },

    setDraft(itemId, patch) {
      const drafts = new Map(get().drafts);
      const previous = drafts.get(itemId) ?? {};
      drafts.set(itemId, { ...previous, ...patch });
      derive({ drafts });
    },

    async commitDraft(itemId) {
      const draft = get().drafts.get(itemId);
      if (!draft) return;
      const drafts = new Map(get().drafts);
      drafts.delete(itemId);
      // The draft becomes a pending write in one update, so the page never shows the old value.
      await startWrite(itemId, draft, { drafts });
    },

    async destroyItem(itemId) {
      const ordered = get().items;
      const index = ordered.findIndex((i) => i.id === itemId);
      await enqueue(async () => {
        try {
          const result = await callApi(productInstanceCalls.destroy, { id: itemId });
          // Selection moves to the previous item, or the first.
          const removed = new Set(result.removedInstanceIds);
          const remaining = get().confirmed.filter((i) => !removed.has(i.id));
          const previous = ordered[index - 1];
          const nextActive = previous && remaining.some((i) => i.id === previous.id) ? previous.id : (remaining[0]?.id ?? null);
          applyWriteResult(result, { activeItemId: nextActive });
        } catch (error) {
          await onWriteError(error);
        }
      });
    },

    async updateOrder(props) {
      const order = get().order;
      if (!order) return false;
      return enqueue(async () => {
        try {
          const current = get().order ?? order;
          const result = await callApi(productOrderCalls.update, { id: current.id, props, version: current.version });
          if (result.productOrder && get().order?.id === result.productOrder.id) derive({ order: result.productOrder, saveError: null });
          return true;
        } catch (error) {
          await onWriteError(error);
          return false;
        }
      });
    },

    adoptOrder(order) {
      if (get().order?.id === order.id) derive({ order, saveError: null });
    },

    adoptLiveRead(read) {
      const { order: held, data } = get();
      if (!held || !data || held.id !== read.productOrder.id) return;
      const { productOrder: readOrder, pricingIsHidden, productInstances: readItems, removedInstanceIds, media, ...plan } = read;
      // This viewer's own write may have landed while the read was on its way: what it answered is newer.
      const heldItems = new Map(get().confirmed.map((i) => [i.id, i]));
      const productInstances = readItems.filter((i) => (heldItems.get(i.id)?.version ?? -1) <= i.version);
      const productOrder = held.version > readOrder.version ? held : readOrder;
      const replaced = new Set([...removedInstanceIds, ...productInstances.map((i) => i.id)]);
      const confirmed = [...get().confirmed.filter((i) => !replaced.has(i.id)), ...productInstances].sort(byRank);
      const link = data.productOrders[0]?.shareableLink;
      derive({
        order: productOrder,
        pricingIsHidden,
        confirmed,
        // Parts not read keep their identity (the plan canvas applies its records only when they are new).
        data: {
          ...data,
          productOrders: [{ ...productOrder, ...(link ? { shareableLink: link } : {}) }],
          productInstances: confirmed,
          pricingIsHidden,
          media: media.length ? [...data.media, ...media.filter((m) => !data.media.some((held) => held.id === m.id))] : data.media,
          ...plan,
        },
      });
    },

    dismissError() {
      set({ saveError: null });
    },
  };
});
