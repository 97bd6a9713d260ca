/**
 * The renderer keys this plugin contributes to the product-renderer point. A product names one in
 * product.data.renderer (set by each organisation's demo data); the spec's product ids per family
 * are listed beside each key only as the products that use it in the demo catalogues.
 */
export const PLATE_RENDERER_KEYS = {
  /** Keypads and switch plates (spec products 1, 2, 11, 5, 10). */
  keypad: 'keypads.plate',
  /** Lamp plates (spec products 8, 15, 9, 87). */
  lamp: 'keypads.lamp-plate',
  /** Receptacle plates (spec products 72, 89, 98). */
  receptacle: 'keypads.receptacle-plate',
  /** Port plates, round, square or rectangular (spec product 7). */
  port: 'keypads.port-plate',
  /** Multi-mechanism plates (spec product 6). */
  multi: 'keypads.multi-mechanism-plate',
} as const;

export type PlateRendererKey = (typeof PLATE_RENDERER_KEYS)[keyof typeof PLATE_RENDERER_KEYS];
