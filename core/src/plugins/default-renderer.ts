/**
 * The drawing of a product no plugin renders: a card with the product title and one line per chosen
 * value ('Finish: Brass'), so every item shows something that changes as options are picked.
 * Sizes are fixed card units, the same in inches and millimetres: the card is a label, not to scale.
 */
import { propertiesOfProduct } from '../domain/catalogue-index.ts';
import type { PropertyValue } from '../domain/order.ts';
import type { Shape } from '../domain/shapes.ts';
import { formatLength } from '../domain/lengths.ts';
import type { RenderInput, ProductRenderer } from './payloads.ts';

const CARD = { width: 240, padding: 12, titleSize: 16, lineSize: 11, lineGap: 6, cornerRadius: 8 } as const;
const MAX_LINE_CHARS = 40;

const clip = (text: string): string => (text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text);

/** What an item holds for a property, as text; undefined when nothing is chosen. A dimension carries its unit ('Wall Width: 26′-0″'). */
function describeValue(input: RenderInput, value: PropertyValue | undefined, type?: string): string | undefined {
  if (!value) return undefined;
  if (value.optionId != null) return input.catalogue.optionsById.get(value.optionId)?.title;
  if (value.engravings) {
    const lines = Object.values(value.engravings)
      .flatMap((m) => [...m.above, ...m.below])
      .filter((e) => e.text || e.symbolId);
    return lines.length ? `${lines.length} engraving line${lines.length === 1 ? '' : 's'}` : undefined;
  }
  if (value.values?.length) return value.values.join(', ');
  if (value.value === null || value.value === undefined || value.value === '') return undefined;
  if (typeof value.value === 'boolean') return value.value ? 'Yes' : 'No';
  if (type === 'dimensions' && Number.isFinite(Number(value.value))) return formatLength(Number(value.value), input.units);
  return String(value.value);
}

export function selectionLines(input: RenderInput): string[] {
  return propertiesOfProduct(input.catalogue, input.product).flatMap((property) => {
    const text = describeValue(input, input.properties[String(property.id)], property.type);
    return text === undefined ? [] : [clip(`${property.title}: ${text}`)];
  });
}

export const defaultRenderer: ProductRenderer = (input) => {
  const lines = selectionLines(input);
  const lineStep = CARD.lineSize + CARD.lineGap;
  const height = CARD.padding * 2 + CARD.titleSize + CARD.lineGap + Math.max(lines.length, 1) * lineStep;
  const textWidth = CARD.width - CARD.padding * 2;
  const shapes: Shape[] = [
    { kind: 'rect', id: 'card', x: 0, y: 0, width: CARD.width, height, cornerRadius: CARD.cornerRadius, fill: '#ffffff', stroke: '#9ca3af', strokeWidth: 1 },
    {
      kind: 'text',
      id: 'title',
      x: CARD.padding,
      y: CARD.padding,
      width: textWidth,
      text: clip(input.product.title),
      fontSize: CARD.titleSize,
      fill: '#111827',
    },
  ];
  const top = CARD.padding + CARD.titleSize + CARD.lineGap * 2;
  (lines.length ? lines : ['No options chosen yet']).forEach((text, i) => {
    shapes.push({
      kind: 'text',
      id: `line-${i}`,
      x: CARD.padding,
      y: top + i * lineStep,
      width: textWidth,
      text,
      fontSize: CARD.lineSize,
      fill: lines.length ? '#374151' : '#9ca3af',
    });
  });
  return { width: CARD.width, height, shapes, notToScale: true };
};
