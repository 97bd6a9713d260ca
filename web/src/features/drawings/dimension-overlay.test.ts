import { describe, expect, it } from 'vitest';
import type { Shape } from '@configurator/core';
import { keypadRenderer } from '@configurator/plugin-keypads/order-page';
import { choose, O, P, renderInput } from '../../../../plugins/keypads/src/testing/fixtures.ts';
import { dimensionOverlay } from './dimension-overlay.ts';

const texts = (shapes: Shape[]) => shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));

describe('drawing sheet dimension overlay', () => {
  it('measures the product outline (an 82 mm plate reads 82 × 82), as the order page does', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate82x82 })));
    expect(drawing.width).toBeGreaterThan(82);
    expect(texts(dimensionOverlay(drawing, 2, 'mm'))).toEqual(['82 mm', '82 mm']);
  });

  it('spans the outline on the sheet, scaled, not the whole box', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate82x82 })));
    const [widthLine] = dimensionOverlay(drawing, 2, 'mm');
    expect(widthLine).toMatchObject({ kind: 'line' });
    const points = (widthLine as Extract<Shape, { kind: 'line' }>).points;
    expect(points[0]).toBe(drawing.outline!.x * 2);
    expect(points[2]! - points[0]!).toBe(82 * 2);
  });
});
