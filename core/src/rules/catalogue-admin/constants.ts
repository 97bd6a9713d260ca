/** Catalogue administration's spec constants and messages (catalogue-and-drawing.md §2, §5, §6, §9), one place. */
import type { PublishLevel } from '../../domain/catalogue.ts';

/** Names for new records (§9). */
export const newRecordTitles = {
  product: 'Untitled Product',
  productProperty: 'Untitled Product Property',
  productOption: 'Untitled Option',
  productPropertyGroup: 'Untitled Property Group',
  productCategory: 'Untitled Category',
} as const;

/** Appended to the title of a duplicated product or option (§7). */
export const COPY_SUFFIX = ' (copy)';

export const catalogueAdminMessages = {
  addPropertiesHint: 'Select properties in the list below to add',
  textPropertyNote: 'This property will display a text input.',
  emptyGroup: 'This group has no properties',
  confirmDeleteGroup: 'Are you sure you want to delete this property group?',
  confirmDeleteRule: 'Are you sure?',
  /** Wording as the spec shows it ("redirect"). */
  confirmDuplicateProperty: 'This property has been successfully duplicated. Would you like to be redirect to the new property?',
  dataFieldsNotJson: 'value is not json.',
  adminNotFound: "You don't have proper permissions to view this page.",
  ruleLeavesNoOptions: 'This rule would leave {property} on {product} with no options.',
  ruleRemovesNothing: 'This rule removes no options yet.',
  referenceNotInCatalogue: '{resource} {ids} is not in this organisation\u2019s catalogue.',
  dataFieldsEditorOnly: 'Only the configured user ids may edit Product Option Data Fields.',
  /** The price export's layout (§3 exportPriceData) names properties of this product and their options. */
  exportPropertyNotApplied: 'Export prices: property {ids} is not applied to this product.',
  exportOptionNotOfProperty: 'Export prices: option {optionId} is not an option of property {propertyId}.',
  validToBeforeFrom: 'The end of validity must be after its start.',
  /** The product page's options: a ticked box means offered (stored as disabledProductOptionIds, issue 34). */
  offeredOptionsNote: 'Ticked options are offered on this product.',
} as const;

/** The visibility picker's labels (§3 audience choices; issue 19 item 18). */
export const visibilityLabels: Record<PublishLevel, string> = { all: 'All Users', internal: 'Members', admin: 'Owners' };

/**
 * The user ids shown the 'Product Option Data Fields' editor when the platform does not configure its
 * own list (DATA_FIELDS_EDITOR_USER_IDS on the server); §6.
 */
export const DEFAULT_DATA_FIELDS_EDITOR_USER_IDS: readonly number[] = [1, 2, 3, 781, 971, 975];

/** Parses the platform setting: comma-separated ids; empty or absent gives the default list. */
export function parseUserIdList(raw: string | undefined): readonly number[] {
  if (!raw || !raw.trim()) return DEFAULT_DATA_FIELDS_EDITOR_USER_IDS;
  return raw
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Filters of the admin lists (§4): active = not archived, archived = archived only, all. */
export type StatusFilter = 'active' | 'archived' | 'all';
export const statusFilterTest: Record<StatusFilter, (r: { archived: 0 | 1 }) => boolean> = {
  active: (r) => r.archived !== 1,
  archived: (r) => r.archived === 1,
  all: () => true,
};
export type StockedFilter = 'stocked' | 'notInStock' | 'all';
/** Stocked and Not in Stock show non-archived products only (§4). */
export const stockedFilterTest: Record<StockedFilter, (p: { archived: 0 | 1; isStocked: 0 | 1 }) => boolean> = {
  stocked: (p) => p.isStocked !== 0 && p.archived !== 1,
  notInStock: (p) => p.isStocked === 0 && p.archived !== 1,
  all: () => true,
};
