/**
 * A document model as HTML: the pages the documents page shows and prints, and the server prints to
 * PDF with Chromium (documentHtmlPage wraps the same pages in a standalone HTML page with the
 * stylesheet). Every text is escaped; image URLs are only the catalogue's and the theme's, and the items' drawings are
 * SVG, as data URLs or inline (document-drawings.ts; vector images: Chromium prints them as vectors, crisp at any zoom of the PDF).
 */
import type { DocumentModel } from './document-model.ts';
import type { DocumentCell } from './document-columns.ts';
import { documentCss } from './document-css.ts';
import { documentDrawings } from './document-drawings.ts';
import { documentType } from './document-layout.ts';
import { engravingSymbolSvg } from '../../plugins/engraving-symbols.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c]!);

const alignClass = { left: '', right: ' class="doc-right"', center: ' class="doc-center"' } as const;

type DrawingHtml = ReturnType<typeof documentDrawings>;

function cellHtml(cell: DocumentCell, align: keyof typeof alignClass, drawingHtml: DrawingHtml): string {
  const drawing = cell.drawing ? drawingHtml(cell.drawing) : '';
  const image = cell.imageUrl ? `<img class="doc-thumb" src="${escapeHtml(cell.imageUrl)}" alt="">` : '';
  // Engraving symbols as their pictures, above the words that name them (the names are the text, so the pictures are hidden from screen readers).
  const symbols = cell.symbols
    ? `<span class="doc-symbols">${cell.symbols.arts.map((art) => engravingSymbolSvg(cell.symbols!.set, art, documentType.symbolSize, 'doc-symbol')).join('')}</span>`
    : '';
  // Beside a drawing the text keeps its own column (as the row height was estimated), never wrapping under it.
  const text = cell.drawing ? `<span class="doc-cell-text">${escapeHtml(cell.text)}</span>` : escapeHtml(cell.text);
  return `<td${alignClass[align]}>${drawing}${image}${symbols}${text}</td>`;
}

function firstHeader(m: DocumentModel): string {
  const org = m.organisation;
  const logo = org.logoUrl
    ? `<img class="doc-logo" src="${escapeHtml(org.logoUrl)}" alt="${escapeHtml(org.title)}">`
    : `<div class="doc-org-name">${escapeHtml(org.title)}</div>`;
  const contact = [...(m.letterhead?.addressLines ?? []), m.letterhead?.phone ?? '', m.letterhead?.email ?? ''].filter(Boolean);
  const address = `<div class="doc-org-address">${org.logoUrl ? `<strong>${escapeHtml(org.title)}</strong>\n` : ''}${escapeHtml(contact.join('\n'))}</div>`;
  const party = (p: DocumentModel['parties'][number]) =>
    `<div><h3>${escapeHtml(p.title)}</h3>${p.lines.length ? p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') : '<p>—</p>'}</div>`;
  const facts = `<div><h3>Details</h3><dl class="doc-facts">${m.facts.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join('')}</dl></div>`;
  return `<header class="doc-first-header"><div class="doc-letterhead">${logo}${address}</div>
<div class="doc-heading"><h2>${escapeHtml(m.label)} #${m.orderNumber}</h2><span class="doc-order-title">${escapeHtml(m.orderTitle)}</span></div>
<div class="doc-info">${m.parties.map(party).join('')}${facts}</div></header>`;
}

const laterHeader = (m: DocumentModel) =>
  `<header class="doc-later-header"><span>${escapeHtml(m.label)} #${m.orderNumber} – ${escapeHtml(m.orderTitle)}</span><span>${escapeHtml(m.organisation.title)}</span></header>`;

function table(m: DocumentModel, rows: DocumentModel['rows'], drawingHtml: DrawingHtml): string {
  if (rows.length === 0) return '';
  const cols = m.columns.map((c) => `<col style="width:${c.width}px">`).join('');
  const head = m.columns.map((c) => `<th scope="col"${alignClass[c.align]}>${escapeHtml(c.title)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.cells.map((cell, i) => cellHtml(cell, m.columns[i]!.align, drawingHtml)).join('')}</tr>`).join('');
  return `<table class="doc-table"><colgroup>${cols}</colgroup><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const totals = (m: DocumentModel) =>
  `<table class="doc-totals" aria-label="Totals"><tbody>${m
    .totals!.map((t) => `<tr${t.emphasis ? ' class="doc-emphasis"' : ''}><td>${escapeHtml(t.label)}</td><td>${escapeHtml(t.value)}</td></tr>`)
    .join('')}</tbody></table>`;

const terms = (m: DocumentModel) =>
  `<section class="doc-terms"><h3>${escapeHtml(m.terms!.title)}</h3><ol>${m.terms!.clauses.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ol></section>`;

/** The pages, as the documents page inserts them. */
export function renderDocumentPages(m: DocumentModel): string {
  const count = m.pages.length;
  const drawingHtml = documentDrawings(m, escapeHtml);
  const pages = m.pages.map((page) => {
    const footer = `<footer class="doc-footer"><span>${escapeHtml(m.organisation.title)} · ${escapeHtml(m.label)} #${m.orderNumber}</span><span>Page ${page.number} of ${count}</span></footer>`;
    return `<section class="doc-page" aria-label="Page ${page.number} of ${count}">${page.number === 1 ? firstHeader(m) : laterHeader(m)}${table(m, page.rows, drawingHtml)}${
      page.showsTotals ? totals(m) : ''
    }${page.showsTerms ? terms(m) : ''}${footer}</section>`;
  });
  const style = `--doc-accent:${m.organisation.accentColor};--doc-font:${m.organisation.fontFamily}`;
  return `<div class="doc-pages" style="${escapeHtml(style)}">${pages.join('')}</div>`;
}

/** A standalone HTML page of the document (what the server prints to PDF). */
export const documentHtmlPage = (m: DocumentModel, title: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{margin:0}${documentCss}</style></head><body>${renderDocumentPages(m)}</body></html>`;
