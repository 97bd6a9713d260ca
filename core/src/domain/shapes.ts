/**
 * The shape tree a product renderer returns, in model units (inches or millimetres, y down).
 * One tree, several outputs: react-konva on screen, SVG for drawing pages and PDFs, thumbnails.
 */
export interface ShapeStyle {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  dash?: number[];
  opacity?: number;
}

export type Shape =
  | ({ kind: 'rect'; id?: string; x: number; y: number; width: number; height: number; cornerRadius?: number } & ShapeStyle)
  | ({ kind: 'circle'; id?: string; x: number; y: number; radius: number } & ShapeStyle)
  | ({ kind: 'line'; id?: string; points: number[]; closed?: boolean } & ShapeStyle)
  | ({
      kind: 'text';
      id?: string;
      x: number;
      y: number;
      text: string;
      fontSize: number;
      fontFamily?: string;
      align?: 'left' | 'center' | 'right';
      /** Width of the box the text is aligned in; x is its left edge. */
      width?: number;
    } & ShapeStyle)
  | { kind: 'group'; id?: string; x?: number; y?: number; children: Shape[] };

/** The drawing of one item: its shapes and the model-unit box they fit in. */
export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
  /** A label rather than the product to scale (the default card): sheets fit it and give no scale or dimensions. */
  notToScale?: boolean;
}
