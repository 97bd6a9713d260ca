/**
 * Organisation 1450's numbers: a millwork shop (slab doors, cabinet fronts, flooring and stocked
 * hardware), in inches. Every record of its demo catalogue has an id from 40000 up.
 */
export const ORG_ID = 1450;
export const ORG_TITLE = 'Hartwell Millwork';
export const PLUGIN_ID = 'org-1450';
export const ACCENT_COLOR = '#2f6f4f';

export const CATEGORY = { slabDoors: 40001, cabinetFronts: 40002, flooring: 40003, stocked: 40004 } as const;
export const PRODUCT = { slabDoor: 40101, shakerFront: 40102, widePlank: 40103, hingePack: 40104, pullHandle: 40105 } as const;
export const PROPERTY = {
  width: 40201,
  height: 40202,
  species: 40203,
  finish: 40204,
  core: 40205,
  squareFeet: 40206,
  grade: 40207,
  hardwareFinish: 40208,
} as const;
export const OPTION = {
  whiteOak: 40301,
  maple: 40302,
  cherry: 40303,
  paintGrade: 40304,
  clearSatin: 40311,
  primed: 40312,
  customStain: 40313,
  solidCore: 40321,
  hollowCore: 40322,
  fireRated: 40323,
  selectGrade: 40331,
  characterGrade: 40332,
  brushedNickel: 40341,
  oilRubbedBronze: 40342,
} as const;
export const GROUP = { size: 40401, wood: 40402, construction: 40403 } as const;
export const RULE = { paintGradeIsPrimed: 40501, hollowCoreNotFireRated: 40502 } as const;
export const PRICING_RULE_FIRST_ID = 40601;
