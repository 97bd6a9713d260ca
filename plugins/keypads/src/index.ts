/**
 * Keypads and switch plates: the drawing of products 1, 2, 5, 10 and 11 (spec: "1, 2, 11, 5, 10
 * keypads and switch plates") and the keypad rules, acting on the catalogue ids named in the
 * organisation's settings for this plugin (settings.ts; defaults are the spec's ids).
 */
import {
  contribute,
  contributeLazily,
  definePlugin,
  engravingLayoutPoint,
  engravingSymbolsPoint,
  lazyProductRendererPoint,
  optionFiltersPoint,
} from '@configurator/core';
import { PLATE_RENDERER_KEYS } from './renderer-keys.ts';
import { keypadSettingsSchema } from './settings.ts';

/** The plate families drawn besides keypads, each under its renderer key. */
const PLATE_FAMILIES = ['lamp', 'receptacle', 'port', 'multi'] as const;

/** The drawings, engraving layouts, symbols and size rules: only the order's pages use them, so they load with the drawings. */
const orderPage = () => import('./order-page.ts');

export const plugin = definePlugin({
  id: 'keypads',
  kind: 'plugin',
  title: 'Keypads and switch plates',
  settingsSchema: keypadSettingsSchema,
  contributions: [
    // The drawings load when first shown: home and the lists draw nothing.
    contribute(lazyProductRendererPoint, () => orderPage().then((m) => m.keypadRenderer), { key: PLATE_RENDERER_KEYS.keypad }),
    ...PLATE_FAMILIES.map((family) =>
      contribute(lazyProductRendererPoint, () => orderPage().then((m) => m.plateFamilyRenderer(family)), { key: PLATE_RENDERER_KEYS[family] }),
    ),
    ...PLATE_FAMILIES.map((family) =>
      contributeLazily(engravingLayoutPoint, () => orderPage().then((m) => m.plateFamilyEngravingLayout(family)), { key: PLATE_RENDERER_KEYS[family] }),
    ),
    // Keyed like the drawing: a product names 'keypads.plate' in its data and gets both (renderer keys live in data).
    contributeLazily(engravingLayoutPoint, () => orderPage().then((m) => m.keypadEngravingLayout), { key: PLATE_RENDERER_KEYS.keypad }),
    contributeLazily(engravingSymbolsPoint, () => orderPage().then((m) => m.ENGRAVING_SYMBOL_SET)),
    contributeLazily(optionFiltersPoint, () => orderPage().then((m) => m.keypadSizeFilter), { id: 'keypad-size-rule' }),
    contributeLazily(optionFiltersPoint, () => orderPage().then((m) => m.standardSizeOnlyFilter), { id: 'standard-size-only-options' }),
    contributeLazily(optionFiltersPoint, () => orderPage().then((m) => m.mudRingFilter), { id: 'mud-ring-layouts' }),
  ],
});

export { PLATE_RENDERER_KEYS, type PlateRendererKey } from './renderer-keys.ts';
export { keypadSettingsSchema, readKeypadSettings, type KeypadSettings, type KeypadSettingsInput } from './settings.ts';
// The drawings, rules and geometry for other packages are in order-page.ts ('@configurator/plugin-keypads/order-page'):
// a re-export here would put their code in this definition, which every page of an organisation enabling the plugin loads.
