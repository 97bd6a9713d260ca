/**
 * Organisation 850's documents: its letterhead, its 2025 terms of sale (catalogue §9), a SKU column
 * (product 98, the receptacle plate, has its own SKU table) and the factory sheet's factory code
 * (a prefix, the product's factory code and a suffix from the mechanism finish).
 */
import type { DocumentColumn, DocumentLetterhead, DocumentLine, TermsOfSale } from '@configurator/core';
import { DEPOSIT_PERCENT, ORDERS_CONTACT, PROPERTY } from './constants.ts';

export const letterhead: DocumentLetterhead = {
  addressLines: ['1200 Foundry Lane, Suite 4', 'Oakland, CA 94607'],
  phone: ORDERS_CONTACT.phone,
  email: ORDERS_CONTACT.email,
};

/** The numbers of the 2025 terms, each named once. */
export const TERMS_2025 = {
  changeWindowHours: 48,
  priceNoticeDays: 15,
  stockShipsWithinBusinessDays: 3,
  freeStorageWeeks: 2,
  weeklyStorageDollars: 250,
  retainedAfterUnpaidWeeks: 18,
  reportIssuesWithinDays: 14,
  backBoxReturnDays: 30,
  restockingFeePercent: 25,
  warrantyMonths: 24,
} as const;

const t = TERMS_2025;
export const termsOfSale: TermsOfSale = {
  title: 'Terms of Sale (2025)',
  clauses: [
    `Changes to an order can be made within ${t.changeWindowHours} hours of the order and deposit.`,
    `Prices may increase with at least ${t.priceNoticeDays} days' notice.`,
    `Made-to-order items require a ${DEPOSIT_PERCENT.madeToOrder}% deposit.`,
    `Stock items require ${DEPOSIT_PERCENT.stocked}% payment before shipment.`,
    `Stock items ship within ${t.stockShipsWithinBusinessDays} business days of payment.`,
    `Storage is free for ${t.freeStorageWeeks} weeks, then $${t.weeklyStorageDollars} weekly.`,
    `Goods and deposit may be retained after ${t.retainedAfterUnpaidWeeks} weeks unpaid.`,
    `Issues must be reported within ${t.reportIssuesWithinDays} days of delivery.`,
    'Made-to-order items are non-returnable.',
    `Stock back boxes are returnable within ${t.backBoxReturnDays} days with a ${t.restockingFeePercent}% restocking fee.`,
    `Warranty: ${t.warrantyMonths} months from receipt.`,
  ],
};

/** Product 98's SKUs by its plate finish option (its catalogue codes do not make its SKU). */
export const RECEPTACLE_PLATE = { productId: 98, finishPropertyId: PROPERTY.plateFinish } as const;
export const RECEPTACLE_PLATE_SKUS: Readonly<Record<number, string>> = { 601: 'RP98-WHT', 602: 'RP98-BLK', 603: 'RP98-SST', 604: 'RP98-ABR' };

const optionOf = (line: DocumentLine, propertyId: number) => {
  const optionId = line.item.properties[String(propertyId)]?.optionId;
  return optionId == null ? undefined : line.catalogue.optionsById.get(optionId);
};

/** The product's catalog code and the catalog codes of its chosen options, joined; product 98 by its table. */
export function skuOf(line: DocumentLine): string {
  if (line.item.productId === RECEPTACLE_PLATE.productId) {
    const finish = optionOf(line, RECEPTACLE_PLATE.finishPropertyId);
    return (finish && RECEPTACLE_PLATE_SKUS[finish.id]) ?? '';
  }
  if (!line.product) return '';
  const codes = Object.values(line.item.properties)
    .map((v) => (v.optionId == null ? undefined : line.catalogue.optionsById.get(v.optionId)?.referenceCodes.catalog))
    .filter((c): c is string => !!c);
  return [line.product.referenceCodes.catalog ?? `P${line.product.id}`, ...codes].join('-');
}

export const FACTORY_CODE = { prefix: 'KSC', suffixPropertyId: PROPERTY.mechanismFinish } as const;

/** 'KSC-{product factory code or id}-{finish suffix}': the suffix is the finish option's factory code, else its title's first letters. */
export function factoryCodeOf(line: DocumentLine): string {
  if (!line.product) return '';
  const finish = optionOf(line, FACTORY_CODE.suffixPropertyId);
  const suffix = finish
    ? (finish.referenceCodes.factory ??
      finish.title
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase())
    : '';
  return [FACTORY_CODE.prefix, line.product.referenceCodes.factory ?? String(line.product.id), suffix].filter(Boolean).join('-');
}

export const documentColumns: DocumentColumn[] = [
  { key: 'sku', title: 'SKU', kind: 'sku', order: 150, cell: skuOf },
  { key: 'factoryCode', title: 'Factory Code', kind: 'other', order: 160, modes: ['factory'], cell: factoryCodeOf },
];
