import { describe, expect, it } from 'vitest';
import type { Drawing } from '@configurator/core';
import { keypadRenderer } from '@configurator/plugin-keypads';
import { choose, O, P, renderInput } from '../../../../plugins/keypads/src/testing/fixtures.ts';
import { screenDimensions } from './dimension-box.ts';

const fit = { offsetX: 100, offsetY: 50, scale: 2 };

describe('dimension lines', () => {
  it('measure the product (an 82 mm plate reads 82 × 82), not its frame and size label', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate82x82 })));
    // The renderer's box is bigger: margins and the size label around the plate.
    expect(drawing.width).toBeGreaterThan(82);
    expect(drawing.height).toBeGreaterThan(drawing.width);
    const dims = screenDimensions(drawing, fit, 'mm', 1);
    expect([dims.widthLabel, dims.heightLabel]).toEqual(['82 mm', '82 mm']);
    expect(dims.width).toBe(82 * fit.scale);
    // Placed on the plate: its top-left inside the box, offset by the frame's margin.
    expect(dims.x).toBe(fit.offsetX + drawing.outline!.x * fit.scale);
    expect(dims.y).toBe(fit.offsetY + drawing.outline!.y * fit.scale);
    expect(drawing.outline!.x).toBeGreaterThan(0);
  });

  it('measure the same plate in inches when the organisation works in inches', () => {
    const drawing = keypadRenderer(renderInput(choose({ [P.plateSize]: O.plate117x82 }), 'in'));
    const dims = screenDimensions(drawing, fit, 'in', 1 / 16);
    // 117 mm = 4.606" -> 4 5/8"; 82 mm = 3.228" -> 3 1/4".
    expect([dims.widthLabel, dims.heightLabel]).toEqual(['4 5/8"', '3 1/4"']);
  });

  it('measure the whole box of a drawing that names no outline', () => {
    const drawing: Drawing = { width: 40, height: 30, shapes: [] };
    expect(screenDimensions(drawing, fit, 'mm', 1)).toEqual({ x: 100, y: 50, width: 80, height: 60, widthLabel: '40 mm', heightLabel: '30 mm' });
  });
});
