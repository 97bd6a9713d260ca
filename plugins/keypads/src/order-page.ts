/**
 * The keypads plugin's order-page code: its drawings, engraving layouts, engraving symbols and size
 * rules, and the geometry and engraving helpers other packages build on (an organisation's own
 * validators, tests). index.ts, the definition every page loads, reaches this module only through
 * dynamic imports (lazyProductRendererPoint, contributeLazily), so home never downloads it (issue 37
 * item 4). One module, so the order page fetches the plugin's code as one chunk.
 */
export { keypadRenderer } from './renderer.ts';
export { plateFamilyRenderer } from './families/renderer.ts';
export { ENGRAVING_SYMBOL_SET } from './symbols/index.ts';
export { plateFamilyEngravingLayout } from './families/engraving-layout.ts';
export { FAMILY_GEOMETRY, type PlateFamilyId, type PlateGeometry } from './families/geometry.ts';
export { PORT_PLATE_MM, PORT_PLATE_SHAPES, type PortPlateShape } from './families/port-plate.ts';
export { PLATE_SPACING_TABLES_MM, SPACING_RANGE_MM, tablePitch } from './spacing-table.ts';
export { OVER_LIMIT_LABELS, overLimitState, engravingMarkers } from './engraving-markers.ts';
export { keypadEngravingLayout, mechanismLabel } from './engraving-layout.ts';
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
