/**
 * The active item's drawing, live as options change: the product's renderer returns a shape tree in
 * model units, drawn on a react-konva Stage scaled to fit the space available.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Stage } from 'react-konva';
import type { CatalogueIndex, Drawing, InstanceProperties, Product, Units } from '@configurator/core';
import { useRegistry } from '../session/session-store.ts';
import { rendererFor } from './renderer-for.ts';
import { ShapeNode, textsOf } from './ShapeNodes.tsx';

interface ItemDrawingProps {
  product: Product;
  properties: InstanceProperties;
  index: CatalogueIndex;
  units: Units;
}

const PADDING = 28;
/** The drawing fits the frame but never grows past this box, so a small label card stays readable. */
const MAX_FIT = { width: 560, height: 440 };

/** The frame's size: the drawing fills whatever room the layout gives it. */
function useSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, height: number) => setSize({ width: Math.floor(width), height: Math.floor(height) });
    const observer = new ResizeObserver(([entry]) => measure(entry!.contentRect.width, entry!.contentRect.height));
    observer.observe(element);
    const box = element.getBoundingClientRect();
    measure(box.width, box.height);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function ItemDrawing({ product, properties, index, units }: ItemDrawingProps) {
  const registry = useRegistry();
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(frameRef);

  const result = useMemo((): { drawing: Drawing } | { error: string } => {
    try {
      const { render, settings } = rendererFor(registry, product.id);
      return { drawing: render({ product, properties, catalogue: index, units, settings }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [registry, product, properties, index, units]);

  if ('error' in result) {
    return (
      <div className="drawing-frame drawing-error" role="alert">
        This drawing could not be made: {result.error}
      </div>
    );
  }
  const { drawing } = result;
  const scale = width > 0 && height > 0 && drawing.width > 0 && drawing.height > 0
    ? Math.min(Math.min(width - 2 * PADDING, MAX_FIT.width) / drawing.width, Math.min(height - 2 * PADDING, MAX_FIT.height) / drawing.height)
    : 1;
  const offsetX = (width - drawing.width * scale) / 2;
  const offsetY = (height - drawing.height * scale) / 2;

  return (
    <div
      ref={frameRef}
      className="drawing-frame"
      role="img"
      aria-label={`Drawing of ${product.title}`}
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
          </Layer>
        </Stage>
      )}
    </div>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;
