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
  /** A surface finish over the fill (brushed, polished, matte ...); outputs without it still show the fill. */
  paint?: Paint;
}

/**
 * A finish as drawing primitives, so every output (SVG, canvas) draws it the same way without knowing
 * finish names: a gradient across the shape (a polished surface's highlights) and a fine repeated
 * texture over it (a brushed surface's streaks, a matte surface's grain).
 */
export interface Paint {
  /** Colour stops across the shape's box along angle (degrees, 0: left to right, 90: top to bottom); it replaces the fill. */
  gradient?: { angle: number; stops: { offset: number; color: string; opacity?: number }[] };
  /** A texture drawn over the fill, in model units: lines (streaks) or dots (grain), every spacing. */
  texture?: { kind: 'lines' | 'dots'; spacing: number; size: number; angle: number; color: string; opacity: number };
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
  | ({
      kind: 'path';
      id?: string;
      /** Where the path's own origin lands. */
      x: number;
      y: number;
      /** SVG path data (M, L, C, A, Z ...) in the path's own units, e.g. a 24 × 24 symbol box. */
      data: string;
      /** Model units per path unit. */
      scale: number;
    } & ShapeStyle)
  | ({
      kind: 'image';
      id?: string;
      /** The box the shown part of the image fills (stretched to it, as SVG's preserveAspectRatio none). */
      x: number;
      y: number;
      width: number;
      height: number;
      /** The image's address: a URL (same origin, so a canvas can still be read) or a data: URL. */
      href: string;
      /**
       * The part of the image shown, as fractions of its width and height (0 to 1), taken after any
       * flip; absent: all of it. Fractions, not pixels: a renderer does not know the image's size.
       */
      crop?: Box;
      flipX?: boolean;
      flipY?: boolean;
      /** (ShapeStyle's fill) The box's colour while the image loads, or when it cannot be loaded. */
    } & ShapeStyle)
  | { kind: 'group'; id?: string; x?: number; y?: number; children: Shape[] };

/** A rectangle in model units (x, y its top-left corner). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawing of one item: its shapes and the model-unit box they fit in. */
export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
  /**
   * The product itself inside that box (a keypad's plate, say), without the margins and labels drawn
   * around it: what dimension lines measure. Omitted: the product fills the box.
   */
  outline?: Box;
  /** A label rather than the product to scale (the default card): sheets fit it and give no scale or dimensions. */
  notToScale?: boolean;
  /**
   * Dimension lines go beyond everything drawn, with extension lines back to the outline, instead of
   * just beside the outline: for drawings with labels drawn round the thing measured (a mural area's name).
   */
  dimensionsClearDrawing?: boolean;
  /**
   * No overall dimension lines: the parts are laid out apart and carry their own sizes (a print panel
   * layout), so a line across them all would measure nothing that is made.
   */
  withoutOverallDimensions?: boolean;
}

/** What a drawing's dimensions measure: the product's outline, else its whole box. */
export const productOutlineOf = (drawing: Drawing): Box => drawing.outline ?? { x: 0, y: 0, width: drawing.width, height: drawing.height };
