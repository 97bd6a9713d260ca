import { describe, expect, it } from 'vitest';
import {
  documentColumnsPoint,
  indexCatalogue,
  termsOfSalePoint,
  type Catalogue,
  type DocumentLine,
  type OrderActionContext,
  type Product,
} from '@configurator/core';
import { testOrder } from '@configurator/core/testing';
import { BACK_BOX, planBackBoxQuote } from './back-box-quote.ts';
import { CATEGORY, OPTION as O, PRODUCT, PROPERTY as P } from './constants.ts';
import { factoryCodeOf, RECEPTACLE_PLATE, skuOf } from './documents.ts';
import { catalogue, registry } from './testing.ts';

const line = (productId: number, properties: DocumentLine['item']['properties'], index = catalogue): DocumentLine => ({
  item: { id: 1, productId, quantity: 1, title: '', notes: '', properties },
  product: index.productsById.get(productId),
  catalogue: index,
  position: 1,
});

describe("850's document columns and terms", () => {
  it('contributes a SKU column for every mode and a factory code column for the factory sheet', () => {
    expect(registry.all(documentColumnsPoint).map((c) => [c.key, c.kind, c.modes ?? 'all'])).toEqual([
      ['sku', 'sku', 'all'],
      ['factoryCode', 'other', ['factory']],
    ]);
  });

  it('builds the SKU from catalog codes, and product 98 from its own table by plate finish', () => {
    expect(skuOf(line(PRODUCT.keypad, { [P.plateSize]: { optionId: O.plate117x117 } }))).toBe('P1-PL-117117');
    const withPlate98 = indexCatalogue({
      ...catalogue.catalogue,
      products: [...catalogue.catalogue.products, { ...catalogue.productsById.get(PRODUCT.switchPlate)!, id: RECEPTACLE_PLATE.productId } as Product],
    } as Catalogue);
    expect(skuOf(line(98, { [P.plateFinish]: { optionId: O.matteBlackPlate } }, withPlate98))).toBe('RP98-BLK');
    expect(skuOf(line(98, {}, withPlate98))).toBe('');
  });

  it('prefixes the factory code and takes its suffix from the mechanism finish', () => {
    expect(factoryCodeOf(line(PRODUCT.keypad, { [P.mechanismFinish]: { optionId: O.whiteMechanism } }))).toBe('KSC-1-WHI');
    expect(factoryCodeOf(line(PRODUCT.keypad, {}))).toBe('KSC-1');
  });

  it('holds the 2025 terms of sale', () => {
    const terms = registry.single(termsOfSalePoint)!;
    expect(terms.title).toBe('Terms of Sale (2025)');
    expect(terms.clauses.join(' ')).toContain('Storage is free for 2 weeks, then $250 weekly.');
  });
});

describe("850's back-box quote", () => {
  const order = testOrder({
    orgId: 850,
    title: 'Lobby',
    phone: '5125550100',
    firmName: 'Acme',
    contactName: 'Ann',
    clientEmails: 'a@b.co',
    projectName: 'Hotel',
    taxPercentage: 8.25,
  });

  it('copies the contact and address fields, titles it after the order and sums back boxes by product', () => {
    const items: OrderActionContext['items'] = [
      { productId: PRODUCT.keypad, quantity: 4, properties: { [P.backBox]: { optionId: O.standardBox } } },
      { productId: PRODUCT.switchPlate, quantity: 3, properties: { [P.backBox]: { optionId: O.standardBox } } },
      { productId: PRODUCT.sceneKeypad, quantity: 2, properties: { [P.backBox]: { optionId: O.deepBox } } },
      // Not a source product: its back box is not counted.
      { productId: PRODUCT.singleGangBox, quantity: 9, properties: {} },
    ];
    const plan = planBackBoxQuote({ order, items, catalogue })!;
    expect(plan.order).toEqual({
      title: `Lobby${BACK_BOX.titleSuffix}`,
      productCategoryId: CATEGORY.backBoxes,
      isStocked: 1,
      type: 'standalone',
      phone: '5125550100',
      clientEmails: 'a@b.co',
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      taxPercentage: 8.25,
      contactName: 'Ann',
      projectName: 'Hotel',
      firmName: 'Acme',
    });
    expect(plan.items).toEqual([
      { productId: PRODUCT.singleGangBox, quantity: 7 },
      { productId: PRODUCT.deepBox, quantity: 2 },
    ]);
  });

  it('plans nothing when no item needs a back box', () => {
    expect(planBackBoxQuote({ order, items: [{ productId: PRODUCT.keypad, quantity: 1, properties: {} }], catalogue })).toBeNull();
  });
});
