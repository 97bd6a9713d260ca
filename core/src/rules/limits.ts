/**
 * Every limit of the spec (lengths, debounces, counts), in one place. A module apart from messages.ts
 * so that a page needing a limit does not also load every message with it (issue 17).
 */
export const limits = {
  itemTitleMaxPopup: 30,
  itemTitleMaxBar: 40,
  textPropertyMax: 40,
  optionSearchThreshold: 10,
  engravingDebounceMs: 150,
  searchDebounceMs: 400,
  /** Spec catalogue §9: text debounce (the product graphic editor saves this long after the last edit). */
  textDebounceMs: 400,
  engravingSymbolCount: 65,
  /** Spec orders §9: the window resize handler that re-fits drawings waits this long after the last resize. */
  windowResizeDebounceMs: 100,
  /** Spec orders §2: a custom item's price, in dollars as typed (stored as cents). */
  customPriceMaxDollars: 1_000_000,
  /** Spec orders §2: the item notes popup. */
  itemNotesMax: 10_000,
  /** Spec orders §9: price export capped at 10000 rows (every CSV of orders or order lines). */
  priceExportMaxRows: 10000,
  /** Spec orders §9: the Share button shows its notified state this long after sharing. */
  shareNotifiedMs: 1000,
  /** Spec catalogue §9: the user-group member search (debounce, dropdown blur delay, dropdown height). */
  userGroupSearchDebounceMs: 100,
  userGroupDropdownBlurDelayMs: 400,
  userGroupDropdownMaxHeightPx: 150,
  /** Spec catalogue §9: the media card's association search (its picker filters this long after typing rests). */
  associationSearchDebounceMs: 100,
} as const;
