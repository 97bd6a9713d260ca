/**
 * The lines' drawings found in a document's HTML, in page order, in either printed form
 * (rules/documents/document-drawings.ts): a shared <img> data URL named by its alt text, or inline
 * <svg> named by its <title>. For tests that check every line carries its own, named drawing.
 */
export interface PrintedDrawing {
  /** The line's name for its drawing (alt text or title), as text. */
  name: string;
  /** The drawing's SVG markup, as Chromium reads it. */
  svg: string;
  form: 'img' | 'inline';
  /** The HTML just before the drawing (the row and cell it starts). */
  before: string;
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const DRAWING =
  /<img class="doc-drawing" src="data:image\/svg\+xml;charset=utf-8,([^"]+)" alt="([^"]*)">|<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="doc-drawing"[^>]*><title>([^<]*)<\/title>.*?<\/svg>/gs;

export function printedDrawings(html: string): PrintedDrawing[] {
  return [...html.matchAll(DRAWING)].map((m) => {
    const before = html.slice(Math.max(0, m.index - 10), m.index);
    return m[1] !== undefined
      ? { name: unescapeHtml(m[2]!), svg: decodeURIComponent(unescapeHtml(m[1])), form: 'img' as const, before }
      : { name: unescapeHtml(m[3]!), svg: m[0], form: 'inline' as const, before };
  });
}
