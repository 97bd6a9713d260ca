/**
 * The active item's drawing, live as options change: the product's renderer returns a shape tree in
 * model units, drawn on a react-konva Stage scaled to fit the space available.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Stage } from 'react-konva';
import { limits, type CatalogueIndex, type Drawing, type InstanceProperties, type OrderItemRef, type Product, type Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { debounce } from '../../ui/debounce.ts';
import { DimensionLines } from '../drawing-controls/DimensionLines.tsx';
import { screenDimensions } from '../drawing-controls/dimension-box.ts';
import { rendererFor } from './renderer-for.ts';
import { ShapeNode, textsOf } from './ShapeNodes.tsx';

interface ItemDrawingProps {
  product: Product;
  properties: InstanceProperties;
  index: CatalogueIndex;
  units: Units;
  /** Overall dimensions around the drawing, rounded to this step; absent: none drawn. */
  dimensionPrecision?: number;
  /** The saved item drawn and its order's items (random seeds, unit numbers); absent for a product alone. */
  item?: OrderItemRef;
  orderItems?: readonly OrderItemRef[];
}

const PADDING = 28;
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

export function ItemDrawing({ product, properties, index, units, dimensionPrecision, item, orderItems }: ItemDrawingProps) {
  const registry = useRegistry();
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(frameRef);

  const result = useMemo((): { drawing: Drawing } | { error: string } => {
    try {
      const { render, settings } = rendererFor(registry, product);
      return { drawing: render({ product, properties, catalogue: index, units, settings, item, orderItems }) };
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
  const padding = dimensionPrecision === undefined ? PADDING : DIMENSION_PADDING;
  const scale = width > 0 && height > 0 && drawing.width > 0 && drawing.height > 0
    ? Math.max(0.01, Math.min(Math.min(width - 2 * padding, MAX_FIT.width) / drawing.width, Math.min(height - 2 * padding, MAX_FIT.height) / drawing.height))
    : 1;
  const offsetX = (width - drawing.width * scale) / 2;
  const offsetY = (height - drawing.height * scale) / 2;
  const dimensions = dimensionPrecision === undefined ? null : screenDimensions(drawing, { offsetX, offsetY, scale }, units, dimensionPrecision);

  return (
    <div
      ref={frameRef}
      className="drawing-frame"
      role="img"
      aria-label={`Drawing of ${product.title}${dimensions ? `, ${dimensions.widthLabel} wide by ${dimensions.heightLabel} high` : ''}`}
      data-fitted-width={width}
      data-testid="item-drawing"
      data-drawing-width={round(drawing.width)}
      data-drawing-height={round(drawing.height)}
      data-drawing-texts={textsOf(drawing.shapes).join('|')}
    >
      {width > 0 && height > 0 && (
        <Stage width={width} height={height} listening={false}>
          <Layer listening={false}>
            <Group x={offsetX} y={offsetY} scaleX={scale} scaleY={scale}>
              {drawing.shapes.map((shape, i) => (
                <ShapeNode key={shape.id ?? i} shape={shape} />
              ))}
            </Group>
            {dimensions && (
              <DimensionLines {...dimensions} />
            )}
          </Layer>
        </Stage>
      )}
    </div>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;
