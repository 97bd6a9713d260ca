/**
 * How many engraving lines a mechanism takes, for the engraving layout (engraving-layout.ts) and the drawing.
 *
 *   engravingLineLimit({ product, properties, catalogue, settings, mechanismIndex, location }) -> 1 | 2
 *
 * settings are the organisation's keypads settings (registry.settingsOf('keypads')); defaults apply
 * when omitted. The limit is 1 ("only the first line is kept"), otherwise 2, when:
 * - one of settings.engraving.singleLine.optionIds is chosen on one of its productIds (spec: option 519 on product 1);
 * - a chosen option has data { ledIndicator: true } (an LED indicator);
 * - settings.engraving.limitLinesWhenSpaceIsShort is on and two lines do not fit the space above or
 *   below that mechanism (engraving-space.ts): the height-limit check.
 * The editor shows only LINE 1 then; the drawing draws only the kept lines.
 */
import type { CatalogueIndex, InstanceProperties, Product } from '@configurator/core';
import { optionData } from '@configurator/core';
import { MAX_ENGRAVING_LINES, type EngravingLocation } from './engraving-data.ts';
import { linesHeight, verticalSpace } from './engraving-space.ts';
import { keypadGeometry, type KeypadGeometry } from './layout.ts';
import { selectedOptions } from './option-data.ts';
import { readKeypadSettings } from './settings.ts';

export interface EngravingLineLimitInput {
  product: Product;
  properties: InstanceProperties;
  catalogue: CatalogueIndex;
  settings?: unknown;
  mechanismIndex: number;
  location: EngravingLocation;
  /** Reuse a geometry already computed for the item. */
  geometry?: KeypadGeometry;
}

export type LineLimitReason = 'singleLineOption' | 'ledIndicator' | 'shortSpace';

export function engravingLineLimitWithReason(input: EngravingLineLimitInput): { lines: 1 | 2; reason?: LineLimitReason } {
  const settings = readKeypadSettings(input.settings);
  const chosen = selectedOptions(input.catalogue, input.properties);
  const { singleLine, limitLinesWhenSpaceIsShort, fontSizeMm } = settings.engraving;
  if (singleLine && singleLine.productIds.includes(input.product.id) && chosen.some((o) => singleLine.optionIds.includes(o.id))) {
    return { lines: 1, reason: 'singleLineOption' };
  }
  if (chosen.some((o) => optionData(o, 'ledIndicator') === true)) return { lines: 1, reason: 'ledIndicator' };
  if (limitLinesWhenSpaceIsShort) {
    const geometry = input.geometry ?? keypadGeometry({ ...input, settings });
    const mechanism = geometry.mechanisms[input.mechanismIndex];
    if (mechanism && verticalSpace(geometry, mechanism, input.location) < linesHeight(MAX_ENGRAVING_LINES, fontSizeMm)) {
      return { lines: 1, reason: 'shortSpace' };
    }
  }
  return { lines: MAX_ENGRAVING_LINES };
}

export const engravingLineLimit = (input: EngravingLineLimitInput): 1 | 2 => engravingLineLimitWithReason(input).lines;
