import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWING_PAGE_SIZES } from '@configurator/core';

const css = readFileSync(new URL('./drawings.css', import.meta.url), 'utf8');

describe('print CSS of the drawing sheets', () => {
  it.each(Object.values(DRAWING_PAGE_SIZES))('prints $id sheets on a named page of exactly $width × $height px', (size) => {
    expect(css).toContain(`@page drawing-${size.id} {\n  size: ${size.width}px ${size.height}px;\n  margin: 0;`);
    expect(css).toContain(`.drawing-sheet[data-size='${size.id}'] {\n  page: drawing-${size.id};`);
  });

  it('hides the toolbar when printing', () => {
    expect(css).toMatch(/@media print \{\s*\.drawings-toolbar,[^{]*\{\s*display: none !important;/);
  });
});
