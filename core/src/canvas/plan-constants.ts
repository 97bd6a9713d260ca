/**
 * The plan canvas's spec constants (catalogue §9, orders §9), each in one named place. Values that
 * differ per organisation (canvas size, scale, zoom bounds, grid, text scale) are theme fields set by
 * the organisation's package; these are the rest.
 */
export const PLAN = {
  /** Default new wall (orders §9). */
  wall: { height: 96, thickness: 4 },
  /** Wall thickness in context mode (catalogue §5). */
  contextWallThickness: 4,
  /** Default new elevation: a wall's defaults plus its view depth. */
  elevation: { height: 96, thickness: 4, viewDepth: 50 },
  text: { text: 'Text', position: { x: 0, y: 0 }, width: 100 },
  line: { from: { x: 0, y: 0 }, to: { x: 50, y: 50 }, strokeWidth: 1, fromSymbol: 'none', toSymbol: 'none' },
  trackingLine: { strokeWidth: 0.5 },
  calicoLine: { size: 2, alignment: 'center', rotations: 0, isKillPoint: false },
  viewportTitle: 'Untitled Viewport',
  /** Paste offsets in model units: entities (walls, texts, lines ...) and instances (catalogue §4, §9). */
  pasteOffset: { entity: 10, instance: 250 },
  /** Snap threshold in screen px (divided by the zoom scale for model units). */
  snapThresholdPx: 5,
  dimensionSnap: 1 / 64,
  precisionMin: 1 / 16,
  doubleClickMs: 300,
  /** Dimension labels: font size, and the extrusion offset per unit system. */
  dimension: { fontSize: 11, offset: { in: 8, mm: 2 } },
  /** Canvas text font size in screen px before the theme's text scale factor. */
  textFontSize: 16,
} as const;

/** Messages of the plan canvas (ours: the spec gives none for these cases). */
export const planMessages = {
  zeroLengthWall: 'A wall needs two different end points.',
  nothingCopied: 'Nothing has been copied yet.',
  notSpatial: 'Only project orders have a plan.',
  staleInOtherTab: 'This plan was changed in another tab or by someone else. Reload to see the latest plan; your last change was not saved.',
  unsaved: 'Not saved yet: retrying…',
  saveRefused: 'A change could not be saved: {reason}',
  unknownEntityType: 'Entities of type {type} are not enabled for this organisation.',
  invalidEntityData: '{type}: {reason}',
  placeFirstPoint: '{title}: click the canvas, or move the red cursor with the arrow keys and press Enter, to place its first point. Escape cancels.',
  placeNextPoint: '{title}: point {count} placed; place the next one. Escape cancels.',
  placementCancelled: '{title} not added.',
  readOnly: 'This plan is read-only: it can be looked at, not changed.',
} as const;
