/**
 * The lines' drawings as the document prints them (issue 10: a 200-line quote with drawings must
 * print in ≤ 2 s). Both forms are vector SVG, so the PDF stays crisp at any zoom and the drawings'
 * texts stay text:
 * - a drawing printed on several lines is one <img> data URL, the same URL on each line: Chromium
 *   builds and paints each distinct SVG image once (every SVG <img> is a document of its own, about
 *   2 ms each; 200 different URLs cost more than the rest of the page);
 * - a drawing printed once is inline <svg>, part of the page itself (no image document at all).
 * The thumbnail behind an <img> carries no name, so lines alike share it; each line names its drawing
 * in its own alt text (the inline form in its <title>).
 */
import type { Drawing } from '../../domain/shapes.ts';
import { svgDataUrl, thumbnailSvg } from '../../drawing-pages/thumbnail.ts';
import type { DocumentCell } from './document-columns.ts';
import { documentType } from './document-layout.ts';
import type { DocumentModel } from './document-model.ts';

const CLASS_NAME = 'doc-drawing';

/** Escapes an HTML attribute value (the image URL and its alt text). */
type Escape = (value: string) => string;

/** A printer of the model's drawings: the markup of one cell's drawing, chosen by how often the document prints it. */
export function documentDrawings(m: DocumentModel, escape: Escape): (drawing: NonNullable<DocumentCell['drawing']>) => string {
  const svgOf = new Map<Drawing, string>();
  const uses = new Map<string, number>();
  for (const row of m.rows) {
    for (const cell of row.cells) {
      if (!cell.drawing) continue;
      let svg = svgOf.get(cell.drawing.drawing);
      if (svg === undefined) svgOf.set(cell.drawing.drawing, (svg = thumbnailSvg(cell.drawing.drawing, documentType.drawingSize)));
      uses.set(svg, (uses.get(svg) ?? 0) + 1);
    }
  }
  const urls = new Map<string, string>();
  return ({ drawing, alt }) => {
    const svg = svgOf.get(drawing) ?? thumbnailSvg(drawing, documentType.drawingSize);
    if ((uses.get(svg) ?? 0) < 2) return thumbnailSvg(drawing, documentType.drawingSize, alt, CLASS_NAME);
    let url = urls.get(svg);
    if (!url) urls.set(svg, (url = escape(svgDataUrl(svg))));
    return `<img class="${CLASS_NAME}" src="${url}" alt="${escape(alt)}">`;
  };
}
