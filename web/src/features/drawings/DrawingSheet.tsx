/**
 * One sheet of the drawing set (spec catalogue-and-drawing §2): the header table, an optional signing
 * header, the products' drawings side by side (each with its caption, scale and thumbnail), the
 * drawing notes and the small floorplan, and the footer. Every page type's pages use this frame.
 */
import {
  drawingScale,
  scalePercent,
  standardScaleLabel,
  type Drawing,
  type DrawingPage,
  type DrawingPageSize,
  type DrawingSetMode,
  type DrawingSheetItem,
  type DimensionLabelStyle,
  type Units,
} from '@configurator/core';
import { dimensionOverlay, DIMENSION_MARGIN } from './dimension-overlay.ts';
import { drawingBox, SHEET_BANDS } from './sheet-layout.ts';
import { SheetFooter } from './SheetFooter.tsx';
import { SvgDrawing } from './SvgDrawing.tsx';

export interface SheetSettings {
  size: DrawingPageSize;
  perPage: number;
  mode: DrawingSetMode;
  units: Units;
  /** Dimension lines as the order page draws them (their label style from the theme); null: none. */
  dimensions: DimensionLabelStyle | null;
  floorplan?: Drawing;
  logoUrl?: string;
  orgTitle: string;
  orderLabel: string;
  lastUpdated: string;
}

const THUMBNAIL = 72;

/** The scale a drawing is printed at: its percentage of full size, or the standard scale it was reduced to (1/4" = 1′-0″ (1:48)). */
function scaleNote(drawing: Drawing, { scale, ratio }: { scale: number; ratio?: number | undefined }, units: Units): string {
  if (drawing.notToScale) return 'Not to scale';
  if (ratio !== undefined) return `Scale ${standardScaleLabel(ratio, units)}`;
  const percent = scalePercent(scale, units);
  // Under the smallest standard scale: the percentage, to a tenth where a whole number would read 0.
  return `Scale ${percent >= 1 ? percent : Number((percent || 0.1).toFixed(1))}%`;
}
const FLOORPLAN = { width: 220, height: SHEET_BANDS.bottom - 40 };

function ProductCell({ item, settings, box }: { item: DrawingSheetItem; settings: SheetSettings; box: { width: number; height: number } }) {
  const { drawing } = item;
  // A label card is not the product to scale: its box has no dimensions worth printing.
  const withDimensions = settings.dimensions !== null && !drawing.notToScale && !drawing.withoutOverallDimensions;
  const room = withDimensions ? { width: box.width - DIMENSION_MARGIN.right, height: box.height - DIMENSION_MARGIN.top } : box;
  const fitted = drawingScale(drawing, settings.units, settings.mode, room);
  const { scale } = fitted;
  const thumbnailScale = Math.min(THUMBNAIL / Math.max(drawing.width, 1e-9), THUMBNAIL / Math.max(drawing.height, 1e-9));
  const name = item.title || item.productTitle;
  return (
    <article className="sheet-cell" aria-label={name} data-testid="sheet-item">
      <header className="sheet-cell-caption">
        <h3>{name}</h3>
        <p>
          {item.tags?.map((tag) => (
            <span key={tag.label} className="sheet-cell-tag" data-testid="sheet-item-tag">
              {tag.label} {tag.value} ·{' '}
            </span>
          ))}
          {item.productTitle} · Qty {item.quantity} · <span data-testid="sheet-scale">{scaleNote(drawing, fitted, settings.units)}</span>
        </p>
      </header>
      <SvgDrawing
        className="sheet-drawing"
        testId="sheet-drawing"
        drawing={drawing}
        scale={scale}
        title={`Drawing of ${name}`}
        {...(withDimensions ? { overlay: dimensionOverlay(drawing, scale, settings.units, settings.dimensions!), overlayMargin: DIMENSION_MARGIN } : {})}
      />
      <div className="sheet-thumbnail">
        <SvgDrawing drawing={drawing} scale={thumbnailScale} testId="sheet-thumbnail" />
        <span>Thumbnail</span>
      </div>
    </article>
  );
}

export function DrawingSheet({ page, pageNumber, pageCount, settings }: { page: DrawingPage; pageNumber: number; pageCount: number; settings: SheetSettings }) {
  const columns = page.columns ?? settings.perPage;
  const box = drawingBox(settings.size, columns, !!page.signing);
  // A page about one wall (a mural page) brings its own floorplan with the wall marked.
  const floorplan = page.floorplan ?? settings.floorplan;
  return (
    <section
      className="drawing-sheet"
      data-size={settings.size.id}
      data-page-type={page.typeId}
      style={{ width: settings.size.width, height: settings.size.height, ['--sheet-columns' as string]: columns }}
      aria-label={`${page.title}, page ${pageNumber} of ${pageCount}`}
      data-testid="drawing-sheet"
    >
      <header className="sheet-head" style={{ height: SHEET_BANDS.head }}>
        <h2 className="sheet-title">{page.title}</h2>
        <table className="sheet-header-table">
          <thead>
            <tr>
              {page.header.map((row) => (
                <th key={row.label} scope="col">
                  {row.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {page.header.map((row) => (
                <td key={row.label}>{row.value}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </header>
      {page.signing && (
        <div className="sheet-signing" style={{ height: SHEET_BANDS.signing }}>
          <div>
            <p className="sheet-signing-title">{page.signing.title}</p>
            <p className="sheet-signing-subtitle">{page.signing.subtitle}</p>
          </div>
          <span className="sheet-sign-line">Initials</span>
        </div>
      )}
      <div className="sheet-body">
        {page.items.map((item) => (
          <ProductCell key={item.id} item={item} settings={settings} box={box} />
        ))}
      </div>
      <div className="sheet-bottom" style={{ height: SHEET_BANDS.bottom }}>
        <section className="sheet-notes" aria-label="Drawing notes">
          <h3>Drawing notes</h3>
          {page.notes.length ? (
            <ul>
              {page.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">No notes.</p>
          )}
        </section>
        {floorplan && (
          <figure className="sheet-floorplan" data-testid="sheet-floorplan">
            <SvgDrawing drawing={floorplan} scale={Math.min(FLOORPLAN.width / floorplan.width, FLOORPLAN.height / floorplan.height)} title="Floorplan" />
            <figcaption>Floorplan</figcaption>
          </figure>
        )}
      </div>
      <SheetFooter
        logoUrl={settings.logoUrl}
        orgTitle={settings.orgTitle}
        orderLabel={settings.orderLabel}
        lastUpdated={settings.lastUpdated}
        pageNumber={pageNumber}
        pageCount={pageCount}
        signed={page.footer === 'signed'}
      />
    </section>
  );
}
