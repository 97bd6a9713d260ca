/**
 * A synthetic catalogue for the benchmark, deterministic (seeded PRNG): products sharing 30
 * single-select properties of 100 options each, 500 rules of every kind, and pricing rules of every
 * kind with dated versions, plus items with one option chosen per property.
 */
import { indexCatalogue, type Catalogue, type InstanceProperties, type ProductRule } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, pricingRuleRecord, productRecord, propertyRecord, ruleRecord } from '@configurator/core/demo-records';

/** mulberry32: small, fast, good enough to spread synthetic data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticSize {
  products: number;
  properties: number;
  optionsPerProperty: number;
  rules: number;
}

export const optionIdOf = (property: number, option: number) => property * 1000 + option;
export const WIDTH_PROPERTY = 9001;
export const HEIGHT_PROPERTY = 9002;

export function syntheticCatalogue(size: SyntheticSize, seed = 42): Catalogue {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const propertyIds = Array.from({ length: size.properties }, (_, i) => i + 1);
  const someOptions = (property: number, count: number) => [
    ...new Set(Array.from({ length: count }, () => optionIdOf(property, int(size.optionsPerProperty)))),
  ];
  const otherProperty = (not: number) => {
    const p = 1 + int(size.properties - 1);
    return p >= not ? p + 1 : p;
  };

  const rules: Omit<ProductRule, 'orgId'>[] = [];
  for (let id = 1; id <= size.rules; id++) {
    const fromProperty = 1 + int(size.properties);
    const fromIds = someOptions(fromProperty, 1 + int(3));
    const to = otherProperty(fromProperty);
    const kind = random();
    if (kind < 0.6)
      rules.push(ruleRecord({ id, title: `Rule ${id}`, type: 'incompatible', fromIds, toProductPropertyId: to, toOptionIds: someOptions(to, 5 + int(15)) }));
    else if (kind < 0.85)
      rules.push(ruleRecord({ id, title: `Rule ${id}`, type: 'compatible', fromIds, toProductPropertyId: to, toOptionIds: someOptions(to, 30 + int(30)) }));
    else if (kind < 0.95) rules.push(ruleRecord({ id, title: `Rule ${id}`, type: 'incompatible', fromIds, toProductPropertyId: to }));
    else rules.push(ruleRecord({ id, title: `Rule ${id}`, type: 'compatible', fromIds, toProductPropertyId: to }));
  }

  const pricing: ReturnType<typeof pricingRuleRecord>[] = [];
  let pricingId = 1;
  for (let product = 1; product <= size.products; product++) {
    pricing.push(pricingRuleRecord({ id: pricingId++, kind: 'basePrice', productId: product, amountInCents: 10_000 + int(50_000), validTo: '2025-01-01' }));
    pricing.push(pricingRuleRecord({ id: pricingId++, kind: 'basePrice', productId: product, amountInCents: 11_000 + int(50_000), validFrom: '2025-01-01' }));
    pricing.push(
      pricingRuleRecord({
        id: pricingId++,
        kind: 'perArea',
        productId: product,
        amountInCents: 0,
        data: { unit: 'sqft', unitPriceInCents: 900 + int(500), widthPropertyId: WIDTH_PROPERTY, heightPropertyId: HEIGHT_PROPERTY, minimumInCents: 5_000 },
      }),
    );
  }
  for (const property of propertyIds) {
    for (let o = 0; o < size.optionsPerProperty; o++) {
      const productOptionId = optionIdOf(property, o);
      pricing.push(pricingRuleRecord({ id: pricingId++, kind: 'optionPrice', productOptionId, amountInCents: int(5_000) }));
      if (random() < 0.1)
        pricing.push(pricingRuleRecord({ id: pricingId++, kind: 'optionPrice', productOptionId, amountInCents: int(6_000), validFrom: '2025-03-01' }));
      if (random() < 0.02) {
        pricing.push(
          pricingRuleRecord({
            id: pricingId++,
            kind: 'perLength',
            productOptionId,
            amountInCents: 0,
            data: { unit: 'ft', unitPriceInCents: 250, lengthPropertyId: WIDTH_PROPERTY },
          }),
        );
      }
    }
  }
  for (const [minQuantity, percentOff] of [
    [10, 5],
    [50, 10],
    [100, 15],
  ] as const) {
    pricing.push(pricingRuleRecord({ id: pricingId++, kind: 'quantityBreak', amountInCents: 0, data: { minQuantity, percentOff } }));
  }

  return catalogueWithOrgId(
    {
      products: Array.from({ length: size.products }, (_, i) =>
        productRecord({
          id: i + 1,
          title: `Product ${i + 1}`,
          propertyIds: [...propertyIds, WIDTH_PROPERTY, HEIGHT_PROPERTY],
          disabledOptionIds: Object.fromEntries(propertyIds.map((p) => [p, someOptions(p, 3)])),
        }),
      ),
      productProperties: [
        ...propertyIds.map((id) => propertyRecord({ id, title: `Property ${id}` })),
        propertyRecord({ id: WIDTH_PROPERTY, title: 'Width', type: 'dimensions' }),
        propertyRecord({ id: HEIGHT_PROPERTY, title: 'Height', type: 'dimensions' }),
      ],
      productOptions: propertyIds.flatMap((property) =>
        Array.from({ length: size.optionsPerProperty }, (_, o) =>
          optionRecord({
            id: optionIdOf(property, o),
            productPropertyId: property,
            title: `Option ${o} of ${property}`,
            publishLevel: o % 10 === 9 ? 'internal' : 'all',
          }),
        ),
      ),
      productRules: rules,
      productPricingRules: pricing,
    },
    1,
  );
}

/** Items with one random option per property, a size and a quantity. */
export function syntheticItems(catalogue: Catalogue, count: number, seed = 7) {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const index = indexCatalogue(catalogue);
  return Array.from({ length: count }, () => {
    const product = catalogue.products[int(catalogue.products.length)]!;
    const properties: InstanceProperties = { [WIDTH_PROPERTY]: { value: 12 + int(48) }, [HEIGHT_PROPERTY]: { value: 12 + int(96) } };
    for (const key of Object.keys(product.associations.productProperties)) {
      const options = index.optionsByProperty.get(Number(key));
      if (options?.length) properties[key] = { optionId: options[int(options.length)]!.id };
    }
    return { productId: product.id, quantity: 1 + int(120), properties, customPriceInCents: null };
  });
}
