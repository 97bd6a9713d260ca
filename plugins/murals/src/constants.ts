/**
 * Every mural number and message of the spec (catalogue-and-drawing §9, orders §8), in one place.
 * Lengths are in the canvas's model units (inches for the organisations that sell murals).
 */
export const PLUGIN_ID = 'murals';

export const ENTITY = {
  area: 'calicoMuralArea',
  panel: 'calicoMuralPanel',
  texture: 'calicoMuralTexture',
  seam: 'calicoMuralSeam',
  mismatchLine: 'calicoMismatchLine',
  wallLabel: 'calicoWallLabel',
} as const;

/** Visibility layers of the layer panel (spec: Murals, Panels & Seams, Dimensions). */
export const LAYER = { murals: 'murals', panelsAndSeams: 'panelsAndSeams', dimensions: 'dimensions' } as const;
export const LAYER_TITLES: Record<(typeof LAYER)[keyof typeof LAYER], string> = {
  murals: 'Murals',
  panelsAndSeams: 'Panels & Seams',
  dimensions: 'Dimensions',
};

/** The view kind this plugin adds: one Panel Layout view per viewport. */
export const PANEL_LAYOUT_VIEW = 'panelLayout';

export const MURAL = {
  /** Bleed on each side of a panel made in the editor (and by Autogenerate). */
  editorBleed: 1,
  /** Bleeds of a panel added from the add menu. */
  addMenuBleed: { left: 0.5, right: 0.5, top: 1, bottom: 1 },
  /** Minimum panel width of the layout. */
  minPanelWidth: 90,
  /** Offset between stacked panels. */
  stackOffset: 20,
  /** A page group of the panel layout is at most this wide; groups are this far apart. */
  pageGroupWidthLimit: 1400,
  pageGroupSpacing: 50,
  /** Room for the panel's notes above it, and the overlap shown between panels. */
  overlapAndNoteSpacing: 155,
  /** Decimals kept in panel positions. */
  positionDecimals: 6,
  defaultTextureSize: { width: 775, height: 175 },
  defaultAreaSize: { width: 30, height: 30 },
  defaultPanelSize: { width: 30, height: 30 },
  wallLabelViewSize: { width: 100, height: 100 },
} as const;

export const SEAM = {
  defaultThickness: 1,
  defaultAlignment: 'center',
  /** Spec: thickness 1 red, 2 yellow, then blue, purple, green, orange, otherwise black. */
  colours: ['red', 'yellow', 'blue', 'purple', 'green', 'orange'] as const,
  otherColour: 'black',
} as const;

/** Drawing scale of mural pages: 1, or 2 when the view holds mural areas (spec §9). */
export const MURAL_PAGE_SCALE = { plain: 1, withAreas: 2 } as const;

export const MESSAGES = {
  exportOutsideViewport: 'Please go to a viewport to export it to SVG',
  panelWiderThanArea: 'Panel is wider than its mural area',
  seamOutsideAnyPanel: 'Seam lies outside every panel',
  textureOptionArchived: 'This mural’s pattern was archived; the fallback pattern is shown',
  overlappingAreas: 'Mural areas overlap',
  panelOutsideArea: 'Panel lies outside its mural area',
} as const;
