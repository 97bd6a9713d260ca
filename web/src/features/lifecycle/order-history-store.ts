/**
 * The open order's history for staff (spec issue 7: who, when, from, to, note), newest first. Loaded
 * when a staff member opens the order and again after every move made from the page.
 */
import { create } from 'zustand';
import { orderHistoryCall, type OrderHistoryEntry } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';

interface OrderHistoryState {
  productOrderId: number | null;
  entries: OrderHistoryEntry[];
  failure: string | null;
  /** Starts following an order (null: stop, e.g. for people who may not read the history). */
  follow: (productOrderId: number | null) => Promise<void>;
  reload: () => Promise<void>;
}

export const useOrderHistory = create<OrderHistoryState>()((set, get) => ({
  productOrderId: null,
  entries: [],
  failure: null,
  async follow(productOrderId) {
    if (get().productOrderId !== productOrderId) set({ productOrderId, entries: [], failure: null });
    await get().reload();
  },
  async reload() {
    const productOrderId = get().productOrderId;
    if (productOrderId === null) return;
    try {
      const { history } = await callApi(orderHistoryCall, { productOrderId });
      if (get().productOrderId === productOrderId) set({ entries: history, failure: null });
    } catch (error) {
      if (get().productOrderId === productOrderId) set({ failure: error instanceof Error ? error.message : String(error) });
    }
  },
}));
