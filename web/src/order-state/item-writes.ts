/**
 * The items the page shows are the server's last confirmed items with the local changes laid over
 * them: first the writes still on their way (optimistic), then unsaved drafts (engraving typing).
 * When an answer arrives its write leaves the pending list and the server's items replace the
 * confirmed ones, so later pending writes still show on top; a failed write simply drops out.
 *
 * A changed item is priced here with core's priceItem, the engine the server prices it with (issue 37:
 * the new price is on screen in the frame after the click, not when the save comes back); the
 * server's answer then replaces it with the price it stored.
 */
import { CUSTOM_PRODUCT_ID, priceItem, type CatalogueIndex } from '@configurator/core';
import type { ItemPatch, ItemView } from './order-types.ts';

export interface PendingWrite {
  seq: number;
  itemId: number;
  patch: ItemPatch;
}

/** What pricing an item in the browser needs; absent while the catalogue is not loaded or prices are hidden. */
export interface LocalPricing {
  index: CatalogueIndex;
  effectivePricingDate: string;
}

const applyPatch = (item: ItemView, patch: ItemPatch): ItemView => ({ ...item, ...patch });

/** The shown item with the price its changed configuration or quantity costs; as it is when nothing priced changed. */
function repriced(shown: ItemView, confirmed: ItemView, pricing: LocalPricing | undefined): ItemView {
  if (!pricing || shown === confirmed || shown.totalPriceInCents === undefined) return shown;
  if (shown.properties === confirmed.properties && shown.quantity === confirmed.quantity) return shown;
  if (shown.productId !== CUSTOM_PRODUCT_ID && !pricing.index.productsById.has(shown.productId)) return shown;
  const { unitPriceInCents, totalPriceInCents } = priceItem({
    index: pricing.index,
    instance: { productId: shown.productId, quantity: shown.quantity, properties: shown.properties, customPriceInCents: shown.customPriceInCents ?? null },
    effectivePricingDate: pricing.effectivePricingDate,
  });
  return { ...shown, unitPriceInCents, totalPriceInCents };
}

export function visibleItems(confirmed: ItemView[], pending: PendingWrite[], drafts: ReadonlyMap<number, ItemPatch>, pricing?: LocalPricing): ItemView[] {
  if (pending.length === 0 && drafts.size === 0) return confirmed;
  return confirmed.map((item) => {
    let shown = item;
    for (const write of pending) if (write.itemId === item.id) shown = applyPatch(shown, write.patch);
    const draft = drafts.get(item.id);
    return repriced(draft ? applyPatch(shown, draft) : shown, item, pricing);
  });
}

export const byRank = (a: ItemView, b: ItemView) => a.rank - b.rank || a.id - b.id;
