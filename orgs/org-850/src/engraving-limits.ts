/**
 * Spec: for organisation 850, array properties 27 and 112 are invalid when an engraving is wider than
 * its limit. The hard limit is half the spacing to the neighbours (keypads' horizontalSpacing: the
 * distance between the centres of mechanisms side by side, or twice the distance to the plate's side);
 * the soft limit is 6 mm under it. Over the soft limit: a warning (amber) ending '(over recommended
 * limit)'; over the hard limit: an error (red) ending '(over limit)'.
 * Width is estimated from character classes (keypads' text-width.ts): there are no font metrics in
 * pure code, so each character counts the advance width of its class in a Helvetica-like face, times
 * the engraving font size; a symbol counts one em.
 */
import type { ItemIssue, ItemValidator } from '@configurator/core';
import { fillTemplate, messages } from '@configurator/core';
import { readKeypadSettings } from '@configurator/plugin-keypads';
import { engravingLines, estimateEngravingWidth, horizontalSpacing, keypadGeometry } from '@configurator/plugin-keypads/order-page';
import { ENGRAVING_LIMITED_PROPERTY_IDS, ENGRAVING_SOFT_LIMIT_MARGIN_MM, KEYPAD_SETTINGS } from './constants.ts';

const LABEL = 'Button {mechanism}, {location}, LINE {line} {suffix}';

export function engravingWidthLimits(spacing: number): { soft: number; hard: number } {
  const hard = spacing / 2;
  return { hard, soft: hard - ENGRAVING_SOFT_LIMIT_MARGIN_MM };
}

export const engravingWidthValidator: ItemValidator = (ctx) => {
  const settings = readKeypadSettings(KEYPAD_SETTINGS);
  const onProduct = ENGRAVING_LIMITED_PROPERTY_IDS.filter((id) => String(id) in ctx.product.associations.productProperties);
  const lines = engravingLines(ctx.properties, onProduct);
  if (!lines.length) return [];
  const geometry = keypadGeometry({ product: ctx.product, properties: ctx.properties, catalogue: ctx.catalogue, settings });
  return lines.flatMap((line): ItemIssue[] => {
    const mechanism = geometry.mechanisms[line.mechanismIndex];
    if (!mechanism) return [];
    const { soft, hard } = engravingWidthLimits(horizontalSpacing(geometry, mechanism));
    const width = estimateEngravingWidth(line.entry, settings.engraving.fontSizeMm);
    const severity = width > hard ? 'error' : width > soft ? 'warning' : undefined;
    if (!severity) return [];
    const message = fillTemplate(LABEL, {
      mechanism: line.mechanismIndex + 1,
      location: line.location,
      line: line.line + 1,
      suffix: severity === 'error' ? messages.overLimit : messages.overRecommendedLimit,
    });
    return [{ propertyId: line.propertyId, severity, message, path: `${line.mechanismIndex}.${line.location}.${line.line}` }];
  });
};
