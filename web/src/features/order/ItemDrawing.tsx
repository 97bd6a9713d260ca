/**
 * The active item's drawing, live as options change: the product's renderer returns a shape tree in
 * model units, drawn as inline SVG (framed-drawing-svg.ts) at the order's one scale (core viewScale: the
 * organisation's product-view scale, lowered only as far as the order's largest item needs to fit),
 * with the scale shown and core's dimension lines. A label card (not to scale) is fitted instead.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  dimensionShapes,
  limits,
  scaleLabel,
  viewScale,
  type CatalogueIndex,
  type DimensionLabelStyle,
  type Drawing,
  type InstanceProperties,
  type OrderItemRef,
  type OrderMemberRef,
  type Product,
  type Shape,
  type Units,
} from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { debounce } from '../../ui/debounce.ts';
import { rendererFor } from '../../drawing/renderer-for.ts';
import { idsOf, textsOf } from '../../drawing/shape-tree.ts';
import { framedDrawingSvg } from '../../drawing/framed-drawing-svg.ts';
import { downloadPng, downloadSvg, drawingFileName, drawingSvg } from '../../drawing/drawing-export.ts';
import { DRAWING_MEASURE, timedDrawing } from './drawing-timing.ts';
import { sameItemRef, sameProperties, useStable } from './stable-refs.ts';

interface ItemDrawingProps {
  product: Product;
  properties: InstanceProperties;
  index: CatalogueIndex;
  units: Units;
  /** Overall dimensions around the drawing (labels to 1/16 inch or 1 mm, core's lengths). */
  showDimensions: boolean;
  /** The organisation's product-view scale, px per mm (theme.productViewScale). */
  pxPerMm: number;
  /** The largest drawing box of the order's other items, in drawing units (order-scale.ts); the drawn item's own box is added here. */
  largest: { width: number; height: number };
  labelStyle: DimensionLabelStyle;
  /** The saved item drawn and its order's items (random seeds, unit numbers); absent for a product alone. */
  item?: OrderItemRef;
  /** The store's members: the same array while no item is added, removed or moved. */
  orderItems?: readonly OrderMemberRef[];
}

const PADDING = 28;
/** Room under the drawing for the scale it is drawn at. */
const SCALE_LABEL_ROOM = 18;
/** Room for the dimension lines and their labels. */
const DIMENSION_PADDING = 44;
/** The drawing fits the frame but never grows past this box, so a small label card stays readable. */
const MAX_FIT = { width: 560, height: 440 };

/**
 * The frame's size: the drawing fills whatever room the layout gives it. Measured at once, then again
 * 100 ms after a window resize (or a layout change of the frame) stops (spec §9), so dragging a window
 * edge re-fits the drawing once rather than on every frame.
 */
function useSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      setSize({ width: Math.floor(box.width), height: Math.floor(box.height) });
    };
    const refit = debounce(measure, limits.windowResizeDebounceMs);
    measure();
    window.addEventListener('resize', refit);
    const observer = new ResizeObserver(refit);
    observer.observe(element);
    return () => {
      refit.cancel();
      window.removeEventListener('resize', refit);
      observer.disconnect();
    };
  }, [ref]);
  return size;
}

export function ItemDrawing({ product, index, units, showDimensions, pxPerMm, largest, labelStyle, orderItems, ...changing }: ItemDrawingProps) {
  const registry = useRegistry();
  // Drawn again only when what the renderer reads changed, not when a write's answer brings equal copies.
  const properties = useStable(changing.properties, sameProperties);
  const item = useStable(changing.item, sameItemRef);
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(frameRef);

  const result = useMemo((): { drawing: Drawing } | { error: string } => {
    try {
      const { render, settings } = rendererFor(registry, product);
      return { drawing: timedDrawing(DRAWING_MEASURE.active, () => render({ product, properties, catalogue: index, units, settings, item, orderItems })) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [registry, product, properties, index, units, item, orderItems]);

  if ('error' in result) {
    return (
      <div className="drawing-frame drawing-error" role="alert">
        This drawing could not be made: {result.error}
      </div>
    );
  }
  const { drawing } = result;
  const padding = showDimensions ? DIMENSION_PADDING : PADDING;
  const room = { width: width - 2 * padding, height: height - 2 * padding - SCALE_LABEL_ROOM };
  const hasSize = width > 0 && height > 0 && drawing.width > 0 && drawing.height > 0;
  const toScale = !drawing.notToScale;
  const scale = !hasSize
    ? 1
    : toScale
      ? viewScale({ pxPerMm, units, largest: { width: Math.max(largest.width, drawing.width), height: Math.max(largest.height, drawing.height) }, frame: room })
      : Math.max(0.01, Math.min(Math.min(room.width, MAX_FIT.width) / drawing.width, Math.min(room.height, MAX_FIT.height) / drawing.height));
  const offsetX = (width - drawing.width * scale) / 2;
  const offsetY = (height - SCALE_LABEL_ROOM - drawing.height * scale) / 2;
  const dimensions: Shape[] = !showDimensions || !toScale ? [] : dimensionShapes(drawing, scale, { units, labelStyle });
  const label = (id: string) => textsOf(dimensions.filter((d) => 'id' in d && d.id === id))[0];
  const scaleText = toScale ? scaleLabel(scale, units) : 'Not to scale';

  const exportOptions = { scale: toScale ? scale : 1, units, title: `Drawing of ${product.title}`, dimensions: showDimensions, labelStyle };
  const fileTitle = `${product.title} drawing`;

  return (
    <>
      <div
        ref={frameRef}
        className="drawing-frame"
        role="img"
        aria-label={`Drawing of ${product.title}${dimensions.length ? `, ${label('dimension-width')} wide by ${label('dimension-height')} high` : ''}, ${scaleText}`}
        data-fitted-width={width}
        data-testid="item-drawing"
        data-to-scale={toScale}
        data-drawing-width={round(drawing.width)}
        data-drawing-height={round(drawing.height)}
        data-drawing-texts={textsOf(drawing.shapes).join('|')}
        data-drawing-ids={idsOf(drawing.shapes).join('|')}
        data-scale={round(scale)}
      >
        {width > 0 && height > 0 && (
          <div
            className="drawing-svg"
            // Markup from core's SVG writer, which escapes every text and attribute it writes.
            dangerouslySetInnerHTML={{
              __html: framedDrawingSvg({ drawing, width, height, offsetX, offsetY, scale, dimensions, scaleText, scaleTextY: height - SCALE_LABEL_ROOM + 2 }),
            }}
          />
        )}
      </div>
      <div className="drawing-export" role="group" aria-label="Download the drawing">
        <button type="button" className="btn btn-small" onClick={() => downloadSvg(drawingSvg(drawing, exportOptions), drawingFileName(fileTitle, 'svg'))}>
          Download SVG
        </button>
        <button type="button" className="btn btn-small" onClick={() => void downloadPng(drawingSvg(drawing, exportOptions), drawingFileName(fileTitle, 'png'))}>
          Download PNG
        </button>
      </div>
    </>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;
