/**
 * Organisation 1392's numbers: a lighting maker (pendants, wall lights, lighting-control keypads and
 * stocked drivers), in inches. Every record of its demo catalogue has an id from 30000 up, except the
 * spec's light (product 73), which keeps the spec's id.
 */
import type { KeypadSettingsInput } from '@configurator/plugin-keypads';
import type { LightsSettingsInput } from '@configurator/plugin-lights';

export const ORG_ID = 1392;
export const ORG_TITLE = 'Brightline Lighting';
export const PLUGIN_ID = 'org-1392';
export const ACCENT_COLOR = '#d97706';

export const CATEGORY = { pendants: 30001, wallLights: 30002, stocked: 30003, controls: 30004 } as const;
/** light: the spec's product 73 (lights), drawn by the lights plugin. */
export const PRODUCT = { linearPendant: 30101, wallSconce: 30102, driver: 30103, keypad: 30104, light: 73 } as const;
/** Renderer keys this package contributes; its keypad product names it in product.data.renderer. */
export const RENDERER_KEY = { keypad: 'org-1392.keypad', light: 'lights.linear' } as const;
export const PROPERTY = {
  length: 30201,
  finish: 30202,
  colorTemperature: 30203,
  lens: 30204,
  dimming: 30205,
  plateSize: 30210,
  layout: 30211,
  buttonFinish: 30212,
  engraving: 30213,
} as const;
export const OPTION = {
  matteBlack: 30301,
  satinNickel: 30302,
  agedBrass: 30303,
  cct2700: 30311,
  cct3000: 30312,
  cct4000: 30313,
  opalLens: 30321,
  prismaticLens: 30322,
  phaseDimming: 30331,
  dali: 30332,
  zeroToTen: 30333,
  plate82x82: 30341,
  plate117x82: 30342,
  plate117x117: 30343,
  plate144x144: 30344,
  layoutOne: 30351,
  layoutTwo: 30352,
  layoutTwoByTwo: 30353,
  layoutThreeByThree: 30354,
  whiteButtons: 30361,
  blackButtons: 30362,
} as const;
export const GROUP = { fixture: 30401, light: 30402, keypad: 30403 } as const;
export const RULE = { brassNotPrismatic: 30501, daliNeeds3000: 30502 } as const;
export const PRICING_RULE_FIRST_ID = 30601;

/** The keypads plugin acting on this organisation's own keypad ids. */
export const KEYPAD_SETTINGS = {
  categoryIds: [CATEGORY.controls],
  plateSizePropertyId: PROPERTY.plateSize,
  layoutPropertyId: PROPERTY.layout,
  // No back boxes, standard-size-only options or single-line engraving rule here: those features are off.
  backBoxPropertyId: null,
  standardSizeOnly: null,
  engraving: { propertyIds: [PROPERTY.engraving], singleLine: null },
} satisfies KeypadSettingsInput;

/** The lights plugin on this organisation's fixture properties; lengths are entered in inches. */
export const LIGHTS_SETTINGS = {
  lengthPropertyId: PROPERTY.length,
  finishPropertyId: PROPERTY.finish,
  colorTemperaturePropertyId: PROPERTY.colorTemperature,
  lengthUnit: 'in',
} satisfies LightsSettingsInput;
