/**
 * Keypads and switch plates: the drawing of products 1, 2, 5, 10 and 11 (spec: "1, 2, 11, 5, 10
 * keypads and switch plates") and the keypad rules, acting on the catalogue ids named in the
 * organisation's settings for this plugin (settings.ts; defaults are the spec's ids).
 */
import { contribute, definePlugin, engravingLayoutPoint, engravingSymbolsPoint, lazyProductRendererPoint, optionFiltersPoint } from '@configurator/core';
import { ENGRAVING_SYMBOL_SET } from './symbols/index.ts';
import { keypadEngravingLayout } from './engraving-layout.ts';
import { PLATE_RENDERER_KEYS } from './renderer-keys.ts';
import { plateFamilyEngravingLayout } from './families/engraving-layout.ts';

/** The plate families drawn besides keypads, each under its renderer key. */
const PLATE_FAMILIES = ['lamp', 'receptacle', 'port', 'multi'] as const;
import { keypadSettingsSchema } from './settings.ts';
import { keypadSizeFilter } from './size-filter.ts';
import { standardSizeOnlyFilter } from './standard-size-filter.ts';
import { mudRingFilter } from './mud-ring-filter.ts';

export const plugin = definePlugin({
  id: 'keypads',
  kind: 'plugin',
  title: 'Keypads and switch plates',
  settingsSchema: keypadSettingsSchema,
  contributions: [
    // The drawings load when first shown (renderers.ts): home and the lists draw nothing.
    contribute(lazyProductRendererPoint, () => import('./renderers.ts').then((m) => m.keypadRenderer), { key: PLATE_RENDERER_KEYS.keypad }),
    ...PLATE_FAMILIES.map((family) =>
      contribute(lazyProductRendererPoint, () => import('./renderers.ts').then((m) => m.plateFamilyRenderer(family)), { key: PLATE_RENDERER_KEYS[family] }),
    ),
    ...PLATE_FAMILIES.map((family) => contribute(engravingLayoutPoint, plateFamilyEngravingLayout(family), { key: PLATE_RENDERER_KEYS[family] })),
    // Keyed like the drawing: a product names 'keypads.plate' in its data and gets both (renderer keys live in data).
    contribute(engravingLayoutPoint, keypadEngravingLayout, { key: PLATE_RENDERER_KEYS.keypad }),
    contribute(engravingSymbolsPoint, ENGRAVING_SYMBOL_SET),
    contribute(optionFiltersPoint, keypadSizeFilter, { id: 'keypad-size-rule' }),
    contribute(optionFiltersPoint, standardSizeOnlyFilter, { id: 'standard-size-only-options' }),
    contribute(optionFiltersPoint, mudRingFilter, { id: 'mud-ring-layouts' }),
  ],
});

export { PLATE_RENDERER_KEYS, type PlateRendererKey } from './renderer-keys.ts';
export { FAMILY_GEOMETRY, type PlateFamilyId, type PlateGeometry } from './families/geometry.ts';
export { PORT_PLATE_MM, PORT_PLATE_SHAPES, type PortPlateShape } from './families/port-plate.ts';
export { PLATE_SPACING_TABLES_MM, SPACING_RANGE_MM, tablePitch } from './spacing-table.ts';
export { OVER_LIMIT_LABELS, overLimitState, engravingMarkers } from './engraving-markers.ts';
export { keypadEngravingLayout, mechanismLabel } from './engraving-layout.ts';
export { keypadSettingsSchema, readKeypadSettings, type KeypadSettings, type KeypadSettingsInput } from './settings.ts';
export { keypadSizeFilter } from './size-filter.ts';
export { standardSizeOnlyFilter } from './standard-size-filter.ts';
export { mudRingFilter } from './mud-ring-filter.ts';
export { keypadFits, fitsSizeTable, KEYPAD_SIZE_EXCEPTIONS, MAX_COLUMNS_BY_PLATE_WIDTH, MAX_ROWS_BY_PLATE_HEIGHT, type KeypadSizeCase } from './size-rule.ts';
export { keypadGeometry, layoutMechanisms, type KeypadGeometry, type Mechanism } from './layout.ts';
export { parseLayoutString, hasTallSecondPart } from './layout-string.ts';
export { plateSizeOf, layoutOf, backBoxOf, type PlateSize, type KeypadLayout, type BackBox } from './option-data.ts';
export { engravingLineLimit, engravingLineLimitWithReason, type EngravingLineLimitInput, type LineLimitReason } from './engraving-limits.ts';
export {
  ENGRAVING_SYMBOL_IDS,
  ENGRAVING_LOCATIONS,
  MAX_ENGRAVING_LINES,
  engravingLines,
  type EngravingLine,
  type EngravingEntry,
  type EngravingLocation,
} from './engraving-data.ts';
export { horizontalSpacing, verticalSpace } from './engraving-space.ts';
export { estimateEngravingWidth, estimateTextWidth } from './text-width.ts';
export { keypadMessages } from './messages.ts';
