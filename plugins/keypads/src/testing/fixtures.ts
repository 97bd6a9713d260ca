/**
 * A small keypad catalogue for this plugin's tests, on the spec's ids (category 1, layouts property 4,
 * property 26 option 139, engravings 27, option 519 on product 1), named in FIXTURE_SETTINGS (the plugin
 * has no default ids: every organisation names its own).
 */
import type { CatalogueIndex, InstanceProperties, ItemRuleContext, Product, RenderInput } from '@configurator/core';
import { indexCatalogue } from '@configurator/core';
import { catalogueWithOrgId, categoryRecord, optionRecord, productRecord, propertyRecord } from '@configurator/core/demo-records';

export const P = { plateSize: 3, layout: 4, plateFinish: 6, mechanismFinish: 7, led: 8, buttonStyle: 9, fixing: 26, engraving: 27, backBox: 29 } as const;

const plate = (id: number, width: number, height: number) =>
  optionRecord({ id, productPropertyId: P.plateSize, title: `${width} × ${height} mm`, data: { width, height } });
const layout = (id: number, title: string, layoutString: string) => optionRecord({ id, productPropertyId: P.layout, title, data: { layoutString } });

export const O = {
  plate82x82: 201,
  plate117x82: 202,
  plate144x82: 203,
  plate207x82: 204,
  plate82x144: 207,
  plate117x117: 206,
  plate144x144: 208,
  plate207x207: 211,
  one: 401,
  twoSideBySide: 402,
  twoByTwo: 404,
  threeInARow: 405,
  fourByTwo: 408,
  fiveByFour: 409,
  buttonAndRocker: 410,
  rockerAndButton: 413,
  white: 22,
  black: 23,
  brass: 25,
  noLed: 801,
  blueLed: 802,
  standardButton: 518,
  compactButton: 519,
  screws: 138,
  screwless: 139,
  standardBox: 2901,
  mudRing: 2902,
  deepBox: 2903,
} as const;

const keypadProperties = [P.plateSize, P.layout, P.plateFinish, P.mechanismFinish, P.led, P.buttonStyle, P.fixing, P.engraving, P.backBox];

export const catalogue: CatalogueIndex = indexCatalogue(
  catalogueWithOrgId(
    {
      productCategories: [categoryRecord({ id: 1, title: 'Keypads' }), categoryRecord({ id: 5, title: 'Back boxes' })],
      products: [
        productRecord({ id: 1, title: 'Keypad', productCategoryId: 1, propertyIds: keypadProperties }),
        productRecord({ id: 2, title: 'Switch Plate', productCategoryId: 1, propertyIds: keypadProperties }),
        productRecord({ id: 60, title: 'Back box', productCategoryId: 5, propertyIds: [P.plateSize, P.layout] }),
      ],
      productProperties: [
        propertyRecord({ id: P.plateSize, title: 'Plate Size' }),
        propertyRecord({ id: P.layout, title: 'Layout' }),
        propertyRecord({ id: P.plateFinish, title: 'Plate Finish' }),
        propertyRecord({ id: P.mechanismFinish, title: 'Mechanism Finish' }),
        propertyRecord({ id: P.led, title: 'LED Indicator' }),
        propertyRecord({ id: P.buttonStyle, title: 'Button Style' }),
        propertyRecord({ id: P.fixing, title: 'Fixing' }),
        propertyRecord({ id: P.engraving, title: 'Engraving', type: 'array', isArray: 1 }),
        propertyRecord({ id: P.backBox, title: 'Back Box' }),
      ],
      productOptions: [
        plate(O.plate82x82, 82, 82),
        plate(O.plate117x82, 117, 82),
        plate(O.plate144x82, 144, 82),
        plate(O.plate207x82, 207, 82),
        plate(O.plate82x144, 82, 144),
        plate(O.plate117x117, 117, 117),
        plate(O.plate144x144, 144, 144),
        plate(O.plate207x207, 207, 207),
        layout(O.one, '1 button', '1'),
        layout(O.twoSideBySide, '2 side by side', '1-1'),
        layout(O.twoByTwo, '2 × 2', '2-2'),
        layout(O.threeInARow, '3 in a row', '1-1-1'),
        layout(O.fourByTwo, '4 × 2', '4-4'),
        layout(O.fiveByFour, '5 × 4', '5-5-5-5'),
        layout(O.buttonAndRocker, 'Button and rocker', '1-1T'),
        layout(O.rockerAndButton, 'Rocker and button', '1T-1'),
        optionRecord({ id: 601, productPropertyId: P.plateFinish, title: 'Satin White', data: { plateFill: '#f5f5f0' } }),
        optionRecord({ id: 602, productPropertyId: P.plateFinish, title: 'Matte Black', data: { plateFill: '#2b2b2b' } }),
        optionRecord({ id: O.white, productPropertyId: P.mechanismFinish, title: 'White', data: { mechanismFill: '#ffffff' } }),
        optionRecord({ id: O.black, productPropertyId: P.mechanismFinish, title: 'Black', data: { mechanismFill: '#1a1a1a' } }),
        optionRecord({ id: O.brass, productPropertyId: P.mechanismFinish, title: 'Satin Brass', data: { mechanismFill: '#c9a862' } }),
        optionRecord({ id: O.noLed, productPropertyId: P.led, title: 'No indicator' }),
        optionRecord({ id: O.blueLed, productPropertyId: P.led, title: 'Blue LED', data: { ledIndicator: true, color: '#3b82f6' } }),
        optionRecord({ id: O.standardButton, productPropertyId: P.buttonStyle, title: 'Standard button' }),
        optionRecord({ id: O.compactButton, productPropertyId: P.buttonStyle, title: 'Compact button' }),
        optionRecord({ id: O.screws, productPropertyId: P.fixing, title: 'Visible screws' }),
        optionRecord({ id: O.screwless, productPropertyId: P.fixing, title: 'Screwless cover' }),
        optionRecord({ id: O.standardBox, productPropertyId: P.backBox, title: 'Standard box', data: { type: 'STANDARD', backBoxProductId: 60 } }),
        optionRecord({ id: O.mudRing, productPropertyId: P.backBox, title: 'Mud ring', data: { type: 'MUD RING', backBoxProductId: 61 } }),
        optionRecord({ id: O.deepBox, productPropertyId: P.backBox, title: 'Deep box 1424', data: { type: 'DEEP', backBoxProductId: 1424 } }),
      ],
    },
    1,
  ),
);

export const product = (id: number): Product => catalogue.productsById.get(id)!;

/** Selections from property id -> option id. */
export const choose = (choices: Partial<Record<number, number>>): InstanceProperties =>
  Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }]));

/** The keypads settings naming this catalogue's ids (as an organisation's enabledPlugins entry would). */
export const FIXTURE_SETTINGS = {
  categoryIds: [1],
  plateSizePropertyId: P.plateSize,
  layoutPropertyId: P.layout,
  backBoxPropertyId: P.backBox,
  tallNarrowBackBoxProductIds: [1424],
  standardSizeOnly: { propertyId: P.fixing, optionIds: [139] },
  engraving: { propertyIds: [P.engraving, 112], singleLine: { productIds: [1], optionIds: [519] } },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fixture settings with a test's changes laid over them, object by object. */
export function fixtureSettings(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const merge = (base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...base };
    for (const [key, value] of Object.entries(patch)) out[key] = isObject(out[key]) && isObject(value) ? merge(out[key], value) : value;
    return out;
  };
  return merge(FIXTURE_SETTINGS, changes);
}

export const ruleContext = (properties: InstanceProperties, productId = 1, settings: Record<string, unknown> = {}): ItemRuleContext => ({
  orgId: 1,
  role: 'owner',
  product: product(productId),
  properties,
  catalogue,
  settings: fixtureSettings(settings),
});

export const renderInput = (properties: InstanceProperties, units: 'mm' | 'in' = 'mm', productId = 1): RenderInput => ({
  product: product(productId),
  properties,
  catalogue,
  units,
  settings: FIXTURE_SETTINGS,
});
