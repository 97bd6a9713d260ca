/**
 * Organisation 1798's numbers: an architectural mural studio that says 'Project', uses Helvetica Neue
 * and draws on a 1006 x 564 canvas at scale 1. Every record of its demo catalogue has an id from 20000 up.
 */
export const ORG_ID = 1798;
export const ORG_TITLE = 'Muralis Studio';
export const PLUGIN_ID = 'org-1798';
export const ACCENT_COLOR = '#b4533c';

/** Spec: canvas 1006 x 564 with drawings scale 1 (2 in a custom view). */
export const CANVAS = { width: 1006, height: 564, scale: 1, customViewScale: 2 } as const;

export const CATEGORY = { murals: 20001, wallPanels: 20002 } as const;
export const PRODUCT = { mural: 20101, acousticPanel: 20102 } as const;
export const PROPERTY = { pattern: 20201, substrate: 20202, wallWidth: 20203, wallHeight: 20204, panelSize: 20205, fabric: 20206 } as const;
export const OPTION = {
  meadow: 20301,
  tideline: 20302,
  aurora: 20303,
  archiveSketch: 20304,
  standardCommercial: 20311,
  standardResidential: 20312,
  customSubstrate: 20313,
  panel24x48: 20321,
  panel48x48: 20322,
  panel24x96: 20323,
  fabricSand: 20331,
  fabricSlate: 20332,
  fabricMoss: 20333,
} as const;
export const GROUP = { artwork: 20401, size: 20402 } as const;
export const RULE = { archiveSketchCommercialOnly: 20501, mossNotInFullHeight: 20502 } as const;
export const PRICING_RULE_FIRST_ID = 20601;

/**
 * Spec: a new mural texture takes option 990, and one whose pattern option is archived or gone shows it
 * (murals plugin setting). The spec's own id, outside the 20000 range of the rest of the demo catalogue.
 */
export const MURAL_FALLBACK_OPTION_ID = 990;
