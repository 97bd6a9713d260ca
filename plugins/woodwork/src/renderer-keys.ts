/** The renderer keys the woodwork plugin draws (renderers.ts holds the drawings, loaded when first shown). */
export const WOODWORK_RENDERER_KEYS = [
  'woodwork.slat-door',
  'woodwork.slat-panel',
  'woodwork.door-panel',
  'woodwork.wood-panel.flat',
  'woodwork.wood-panel.tongue-and-groove',
  'woodwork.wood-panel.shiplap',
  'woodwork.wood-panel.fluted',
] as const;
export type WoodworkRendererKey = (typeof WOODWORK_RENDERER_KEYS)[number];
