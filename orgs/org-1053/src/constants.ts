/**
 * Organisation 1053's numbers: a door and joinery maker working in millimetres with the DIN face.
 * Every record of its demo catalogue has an id from 10000 up, except the spec's woodwork products
 * (104 door with slats, 105 slat panel, 75 door-like panel, wood-panel profiles 86, 77, 88, 90) and
 * the spec's unit-number properties 161 and 195, which keep the spec's ids.
 */
import type { WoodworkSettingsInput } from '@configurator/plugin-woodwork';

export const ORG_ID = 1053;
export const ORG_TITLE = 'Nordholz Doors';
export const PLUGIN_ID = 'org-1053';
export const ACCENT_COLOR = '#8a5a2b';

/** Spec: precision clamped between 0.5 and 16 (mm), default scale 0.08, zoom 1/32 to 4, grid cell 50, stroke 0.25, opacity 0.2. */
export const PRECISION = { initial: 1, min: 0.5, max: 16 } as const;
export const DEFAULT_SCALE = 0.08;
export const ZOOM_BOUNDS = { min: 1 / 32, max: 4 } as const;
export const GRID = { cell: 50, stroke: 0.25, opacity: 0.2 } as const;
/** Spec: canvas text scale factor 15 for this organisation. */
export const CANVAS_TEXT_SCALE = 15;

export const CATEGORY = { slatDoors: 10001, slabDoors: 10002, cabinetFronts: 10003, flooring: 10004, woodPanels: 10005 } as const;
export const PRODUCT = {
  slatDoor: 10101,
  slabDoor: 10102,
  cabinetFront: 10103,
  oakFlooring: 10104,
  doorWithSlats: 104,
  slatPanel: 105,
  doorLikePanel: 75,
  flatPanel: 86,
  tongueAndGroovePanel: 77,
  shiplapPanel: 88,
  flutedPanel: 90,
} as const;

/** The woodwork plugin's renderer keys each product names (product.data.renderer). */
export const RENDERER_KEY = {
  slatDoor: 'woodwork.slat-door',
  slatPanel: 'woodwork.slat-panel',
  doorPanel: 'woodwork.door-panel',
  flat: 'woodwork.wood-panel.flat',
  tongueAndGroove: 'woodwork.wood-panel.tongue-and-groove',
  shiplap: 'woodwork.wood-panel.shiplap',
  fluted: 'woodwork.wood-panel.fluted',
} as const;
export const PROPERTY = {
  width: 10201,
  height: 10202,
  species: 10203,
  finish: 10204,
  lamellaWidth: 10205,
  hingeSide: 10206,
  handlePrep: 10207,
  plankWidth: 10208,
  roomWidth: 10210,
  roomLength: 10211,
  frontWidth: 10212,
  frontHeight: 10213,
  thickness: 10214,
  alignment: 10215,
  hinges: 10216,
  boardWidth: 10217,
  boardThickness: 10218,
  boardLength: 10219,
  /** The spec's custom unit-number properties (161 on doors with slats, 195 on slat panels). */
  doorUnitNumber: 161,
  panelUnitNumber: 195,
} as const;
export const OPTION = {
  whiteOak: 10301,
  smokedOak: 10302,
  walnut: 10303,
  ash: 10304,
  naturalOil: 10311,
  matteLacquer: 10312,
  stainedBlack: 10313,
  lamella30: 10321,
  lamella40: 10322,
  lamella60: 10323,
  hingeLeft: 10331,
  hingeRight: 10332,
  plank180: 10341,
  plank220: 10342,
  plank260: 10343,
  standardAlignment: 10351,
  randomAlignment: 10352,
  twoHinges: 10361,
  threeHinges: 10362,
  fourHinges: 10363,
} as const;
export const GROUP = { size: 10401, material: 10402, hardware: 10403, labels: 10404 } as const;
export const RULE = { walnutNotBlack: 10501, smokedOakOiled: 10502 } as const;
export const PRICING_RULE_FIRST_ID = 10601;

/** The woodwork plugin on this organisation's properties (door and board sizes are separate properties). */
export const WOODWORK_SETTINGS = {
  properties: {
    width: [PROPERTY.width, PROPERTY.boardWidth],
    height: [PROPERTY.height],
    thickness: [PROPERTY.thickness, PROPERTY.boardThickness],
    length: [PROPERTY.boardLength],
    lamella: [PROPERTY.lamellaWidth],
    alignment: [PROPERTY.alignment],
    hinges: [PROPERTY.hinges],
    hingeSide: [PROPERTY.hingeSide],
    species: [PROPERTY.species],
  },
  unitNumber: { productIds: [PRODUCT.doorWithSlats, PRODUCT.slatPanel], propertyIds: [PROPERTY.doorUnitNumber, PROPERTY.panelUnitNumber] },
} satisfies WoodworkSettingsInput;
