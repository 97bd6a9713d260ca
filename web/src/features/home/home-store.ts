/** Home page data: the organisation's categories and the products the viewer may see. */
import { create } from 'zustand';
import { homepageDataCall, type Product, type ProductCategory } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';

interface HomeState {
  /** The organisation the data belongs to; switching organisation reloads. */
  orgId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  products: Product[];
  categories: ProductCategory[];
  error: string | null;
  load: (orgId: number) => Promise<void>;
}

export const useHomeStore = create<HomeState>()((set, get) => ({
  orgId: null,
  status: 'idle',
  products: [],
  categories: [],
  error: null,
  async load(orgId) {
    if (get().orgId !== orgId) set({ products: [], categories: [] });
    set({ orgId, status: 'loading', error: null });
    try {
      const data = await callApi(homepageDataCall, { orgId });
      if (get().orgId !== orgId) return;
      set({ status: 'ready', products: data.products, categories: data.productCategories });
    } catch (error) {
      if (get().orgId === orgId) set({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  },
}));
