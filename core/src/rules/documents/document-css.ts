/**
 * The stylesheet of document pages, shared by the documents page (screen and browser print) and the
 * server's PDF, so both print the same pages. Measures come from document-layout.ts.
 */
import { documentPage as p, documentType as t } from './document-layout.ts';

export const documentCss = `
.doc-pages { display: flex; flex-direction: column; align-items: center; gap: 24px; }
.doc-page { position: relative; box-sizing: border-box; width: ${p.width}px; height: ${p.height}px; padding: ${p.padding}px;
  overflow: hidden; background: #fff; color: #1a1a1a; font-size: ${t.fontSize}px; line-height: ${t.lineHeight}px;
  box-shadow: 0 1px 4px rgba(0,0,0,0.25); font-family: var(--doc-font, Helvetica, Arial, sans-serif); }
.doc-first-header { height: ${p.firstHeaderHeight}px; overflow: hidden; display: flex; flex-direction: column; gap: 12px; }
.doc-later-header { height: ${p.laterHeaderHeight}px; display: flex; justify-content: space-between; align-items: flex-start; font-weight: 600; }
.doc-letterhead { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; }
.doc-logo { max-height: 56px; max-width: 260px; }
.doc-org-name { font-size: 20px; line-height: 24px; font-weight: 700; }
.doc-org-address { text-align: right; white-space: pre-line; color: #333; }
.doc-heading { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid var(--doc-accent, #000); padding-bottom: 4px; }
.doc-heading h2 { margin: 0; font-size: 22px; line-height: 28px; letter-spacing: 0.04em; text-transform: uppercase; }
.doc-heading .doc-order-title { font-size: 14px; font-weight: 600; }
.doc-info { display: grid; grid-template-columns: 1.2fr 1fr 1fr 1.3fr; gap: 16px; }
.doc-info h3 { margin: 0 0 2px; font-size: 9.5px; letter-spacing: 0.08em; text-transform: uppercase; color: #555; }
.doc-info p { margin: 0; overflow-wrap: anywhere; }
.doc-facts { display: grid; grid-template-columns: auto 1fr; column-gap: 8px; margin: 0; }
.doc-facts dt { color: #555; } .doc-facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.doc-table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.doc-table th { height: ${p.tableHeaderHeight}px; box-sizing: border-box; text-align: left; font-size: 9.5px; letter-spacing: 0.06em;
  text-transform: uppercase; background: #f1f1f1; border-bottom: 1px solid #999; padding: 0 ${t.cellPaddingX}px; }
.doc-table td { vertical-align: top; padding: ${t.cellPaddingY}px ${t.cellPaddingX}px; border-bottom: 1px solid #ddd;
  white-space: pre-line; overflow-wrap: anywhere; overflow: hidden; }
.doc-table .doc-right { text-align: right; } .doc-table .doc-center { text-align: center; }
.doc-drawing { float: left; width: ${t.drawingSize}px; height: ${t.drawingSize}px; object-fit: contain; margin-right: 6px; }
.doc-cell-text { display: block; overflow: hidden; }
.doc-symbols { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 2px; }
.doc-symbol { width: ${t.symbolSize}px; height: ${t.symbolSize}px; color: #111827; }
.doc-thumb { float: left; width: ${t.thumbnailSize}px; height: ${t.thumbnailSize}px; object-fit: contain; margin-right: 4px; }
.doc-totals { margin: 12px 0 0 auto; width: 320px; border-collapse: collapse; }
.doc-totals td { height: ${t.totalsLineHeight}px; padding: 0 ${t.cellPaddingX}px; }
.doc-totals td:last-child { text-align: right; }
.doc-totals .doc-emphasis td { font-weight: 700; border-top: 1px solid #999; }
.doc-terms { margin-top: 12px; font-size: ${t.termsFontSize}px; line-height: ${t.termsLineHeight}px; color: #333; }
.doc-terms h3 { margin: 0 0 4px; font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; }
.doc-terms ol { margin: 0; padding-left: 16px; } .doc-terms li { margin-bottom: 2px; }
.doc-footer { position: absolute; left: ${p.padding}px; right: ${p.padding}px; bottom: ${p.padding / 2}px; height: ${p.footerHeight - 10}px;
  display: flex; justify-content: space-between; align-items: flex-end; font-size: 9.5px; color: #555; border-top: 1px solid #ddd; }
@page { size: 11in 8.5in; margin: 0; }
@media print {
  .doc-pages { display: block; gap: 0; }
  .doc-page { box-shadow: none; break-after: page; page-break-after: always; }
  .doc-page:last-child { break-after: auto; page-break-after: auto; }
}
`;
