/**
 * A small catalogue exercising every rule kind, shared by the rule and pricing tests (not shipped to
 * any organisation). Ids are chosen so a test reads like the catalogue: option 3x belongs to property 3.
 */
import { indexCatalogue, type CatalogueIndex } from '../../domain/catalogue-index.ts';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord, ruleRecord } from '../../domain/demo-records.ts';
import type { ProductPricingRule } from '../../domain/catalogue.ts';
import type { InstanceProperties } from '../../domain/order.ts';
import type { OrgRole } from '../../domain/roles.ts';
import type { OrgRegistry } from '../../plugins/registry.ts';
import type { ItemEvaluationInput } from '../types.ts';

export const TEST_ORG_ID = 7;

export const P = { finish: 1, size: 2, handle: 3, style: 4, glass: 5, width: 6, height: 7, colour: 8, note: 9 } as const;
export const O = {
  brass: 11,
  chrome: 12,
  black: 13,
  gold: 14,
  secret: 15,
  small: 21,
  medium: 22,
  large: 23,
  lever: 31,
  knob: 32,
  pull: 33,
  script: 41,
  block: 42,
  clear: 51,
  frosted: 52,
  red: 81,
  blue: 82,
} as const;
export const PRODUCT = { door: 100, window: 101, plaque: 102 } as const;
export const RULE = {
  chromeNoKnob: 1,
  smallOnlyLever: 2,
  blackNoGlass: 3,
  styleOnlyWithBrass: 4,
  blueNoBrass: 5,
  pullNoSmallMedium: 6,
  chromeNoBlack: 7,
  blueNoGlass: 8,
} as const;

export function doorCatalogue(pricingRules: Omit<ProductPricingRule, 'orgId'>[] = []) {
  return catalogueWithOrgId(
    {
      products: [
        productRecord({ id: PRODUCT.door, title: 'Door', propertyIds: [1, 2, 3, 4, 5, 6, 7, 8, 9], disabledOptionIds: { [P.size]: [O.large] } }),
        productRecord({ id: PRODUCT.window, title: 'Window', propertyIds: [P.finish, P.size, P.glass] }),
        productRecord({ id: PRODUCT.plaque, title: 'Plaque', propertyIds: [P.style], shouldRoundPrice: 1 }),
      ],
      productProperties: [
        propertyRecord({ id: P.finish, title: 'Finish' }),
        propertyRecord({ id: P.size, title: 'Size' }),
        propertyRecord({ id: P.handle, title: 'Handle' }),
        propertyRecord({ id: P.style, title: 'Engraving style' }),
        propertyRecord({ id: P.glass, title: 'Glass' }),
        propertyRecord({ id: P.width, title: 'Width', type: 'dimensions', data: { dimensionInterval: 0.5, minDimension: 10, maxDimension: 100 } }),
        propertyRecord({ id: P.height, title: 'Height', type: 'dimensions' }),
        propertyRecord({ id: P.colour, title: 'Order colour', isOrderLevel: 1 }),
        propertyRecord({ id: P.note, title: 'Note', type: 'text' }),
      ],
      productOptions: [
        optionRecord({ id: O.brass, productPropertyId: P.finish, title: 'Brass' }),
        optionRecord({ id: O.chrome, productPropertyId: P.finish, title: 'Chrome' }),
        optionRecord({ id: O.black, productPropertyId: P.finish, title: 'Black' }),
        optionRecord({ id: O.gold, productPropertyId: P.finish, title: 'Gold', publishLevel: 'internal' }),
        optionRecord({ id: O.secret, productPropertyId: P.finish, title: 'Secret', publishLevel: 'admin' }),
        optionRecord({ id: 16, productPropertyId: P.finish, title: 'Old copper', archived: 1 }),
        optionRecord({ id: O.small, productPropertyId: P.size, title: 'Small' }),
        optionRecord({ id: O.medium, productPropertyId: P.size, title: 'Medium' }),
        optionRecord({ id: O.large, productPropertyId: P.size, title: 'Large' }),
        optionRecord({ id: O.lever, productPropertyId: P.handle, title: 'Lever' }),
        optionRecord({ id: O.knob, productPropertyId: P.handle, title: 'Knob' }),
        optionRecord({ id: O.pull, productPropertyId: P.handle, title: 'Pull' }),
        optionRecord({ id: O.script, productPropertyId: P.style, title: 'Script' }),
        optionRecord({ id: O.block, productPropertyId: P.style, title: 'Block' }),
        optionRecord({ id: O.clear, productPropertyId: P.glass, title: 'Clear' }),
        optionRecord({ id: O.frosted, productPropertyId: P.glass, title: 'Frosted' }),
        optionRecord({ id: O.red, productPropertyId: P.colour, title: 'Red' }),
        optionRecord({ id: O.blue, productPropertyId: P.colour, title: 'Blue' }),
      ],
      productRules: [
        ruleRecord({
          id: RULE.chromeNoKnob,
          title: 'No chrome knobs',
          type: 'incompatible',
          fromIds: [O.chrome],
          toProductPropertyId: P.handle,
          toOptionIds: [O.knob],
        }),
        ruleRecord({
          id: RULE.smallOnlyLever,
          title: 'Small takes levers',
          type: 'compatible',
          fromIds: [O.small],
          toProductPropertyId: P.handle,
          toOptionIds: [O.lever],
        }),
        ruleRecord({ id: RULE.blackNoGlass, title: 'Black has no glass', type: 'incompatible', fromIds: [O.black], toProductPropertyId: P.glass }),
        ruleRecord({ id: RULE.styleOnlyWithBrass, title: 'Engraving only on brass', type: 'compatible', fromIds: [O.brass], toProductPropertyId: P.style }),
        ruleRecord({
          id: RULE.blueNoBrass,
          title: 'Blue orders have no brass',
          type: 'incompatible',
          fromIds: [O.blue],
          toProductPropertyId: P.finish,
          toOptionIds: [O.brass],
        }),
        ruleRecord({
          id: RULE.pullNoSmallMedium,
          title: 'Pulls are large',
          type: 'incompatible',
          fromIds: [O.pull],
          toProductPropertyId: P.size,
          toOptionIds: [O.small, O.medium],
        }),
        ruleRecord({
          id: RULE.chromeNoBlack,
          title: 'Same-property rule',
          type: 'incompatible',
          fromIds: [O.chrome],
          toProductPropertyId: P.finish,
          toOptionIds: [O.black],
        }),
        ruleRecord({
          id: RULE.blueNoGlass,
          title: 'Blue orders have no glass',
          type: 'incompatible',
          fromIds: [O.blue],
          toProductPropertyId: P.glass,
          toOptionIds: [O.clear, O.frosted],
        }),
      ],
      productPricingRules: pricingRules,
    },
    TEST_ORG_ID,
  );
}

let shared: CatalogueIndex | undefined;
export const doorIndex = (): CatalogueIndex => (shared ??= indexCatalogue(doorCatalogue()));

/** Selections written the short way: { [propertyId]: optionId }. */
export function picks(selections: Record<number, number>): InstanceProperties {
  return Object.fromEntries(Object.entries(selections).map(([id, optionId]) => [id, { optionId }]));
}

export function itemInput(
  productId: number,
  properties: InstanceProperties = {},
  extra: { role?: OrgRole; registry?: OrgRegistry; orderProperties?: InstanceProperties; index?: CatalogueIndex } = {},
): ItemEvaluationInput {
  const index = extra.index ?? doorIndex();
  return {
    index,
    product: index.productsById.get(productId)!,
    properties,
    role: extra.role ?? 'owner',
    orgId: TEST_ORG_ID,
    registry: extra.registry,
    orderProperties: extra.orderProperties,
  };
}
