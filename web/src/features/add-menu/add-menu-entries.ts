/**
 * What the order page's add (+) menu offers (spec orders §2, §4, §6; issue 19 items 1-2): a new item
 * always; a Custom Product to employees (owners and members outside guest mode) only; a new viewport
 * on architectural orders once the app can create viewports. A viewer offered only the new item gets
 * no menu: the add button opens the create-item view directly, as a guest's first item does.
 */
export type AddEntryKey = 'newItem' | 'customProduct' | 'newViewport';

export interface AddEntry {
  key: AddEntryKey;
  label: string;
}

export interface AddMenuFacts {
  isEmployee: boolean;
  isArchitecturalOrder: boolean;
  /** Whether this build can create viewports (an archCustomView resource call exists). */
  canCreateViewports: boolean;
}

/** The entries, each with the condition that offers it, in menu order. */
const ENTRIES: { entry: AddEntry; offered: (facts: AddMenuFacts) => boolean }[] = [
  { entry: { key: 'newItem', label: 'New item' }, offered: () => true },
  { entry: { key: 'customProduct', label: 'Custom Product' }, offered: (f) => f.isEmployee },
  { entry: { key: 'newViewport', label: 'New viewport' }, offered: (f) => f.isArchitecturalOrder && f.canCreateViewports },
];

export const addMenuEntries = (facts: AddMenuFacts): AddEntry[] => ENTRIES.filter((e) => e.offered(facts)).map((e) => e.entry);

/**
 * A custom item's price as typed in dollars ('1,250.5', '$99') to integer cents; null when it is not
 * a number, negative, or above the limit.
 */
export function dollarsToCents(text: string, maxDollars: number): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return null;
  const dollars = Number(cleaned);
  if (!Number.isFinite(dollars) || dollars > maxDollars) return null;
  return Math.round(dollars * 100);
}
