/**
 * Organisation 850's numbers in one place: its id and title (from identity.ts), the catalogue ids the spec names
 * (category 1 keypads, category 5 back boxes, products 1, 2, 5, 10, 11, properties 4, 7, 26, 27, 112,
 * options 22, 23, 139, 519), the ids of its demo catalogue, and its business constants.
 */
import type { OrdersListExtras } from '@configurator/core';
import type { KeypadSettingsInput } from '@configurator/plugin-keypads';

export { ORG_ID, ORG_TITLE, PLUGIN_ID } from './identity.ts';

export const CATEGORY = { keypads: 1, plates: 2, backBoxes: 5 } as const;

export const PRODUCT = {
  keypad: 1,
  switchPlate: 2,
  sceneKeypad: 5,
  hotelKeypad: 10,
  dimmerPlate: 11,
  singleGangBox: 60,
  mudRingBox: 61,
  twoGangBox: 62,
  /** The back box of the 82 x 144 two-column, four-row keypad exception. */
  deepBox: 1424,
  /** Lamp plates (spec products 8, 15, 9, 87). */
  lampPlate: 8,
  readingLampPlate: 15,
  pilotLampPlate: 9,
  twinLampPlate: 87,
  /** Receptacle plates (spec products 72, 89, 98). */
  receptaclePlate: 72,
  usbReceptaclePlate: 89,
  duplexReceptaclePlate: 98,
  /** Port plates, round, square or rectangular (spec product 7). */
  portPlate: 7,
  /** Multi-mechanism plates (spec product 6). */
  multiMechanismPlate: 6,
} as const;

export const PROPERTY = {
  plateSize: 3,
  layout: 4,
  plateFinish: 6,
  mechanismFinish: 7,
  ledIndicator: 8,
  buttonStyle: 9,
  fixing: 26,
  engraving: 27,
  backBox: 29,
  boxMaterial: 41,
  labelEngraving: 112,
  lamp: 70,
  receptacle: 71,
  portPlateShape: 72,
  ports: 73,
  mechanisms: 74,
} as const;

export const OPTION = {
  plate82x82: 201,
  plate117x82: 202,
  plate144x82: 203,
  plate207x82: 204,
  plate82x117: 205,
  plate117x117: 206,
  plate82x144: 207,
  plate144x144: 208,
  plate117x207: 209,
  plate144x207: 210,
  plate207x207: 211,
  plate269x117: 212,
  roundLamp: 7001,
  squareLamp: 7002,
  pilotLamps: 7003,
  twinLamps: 7004,
  duplexReceptacle: 7101,
  singleReceptacle: 7102,
  usbReceptacle: 7103,
  twoGangDuplex: 7104,
  roundPortPlate: 7201,
  squarePortPlate: 7202,
  rectangularPortPlate: 7203,
  oneDataPort: 7301,
  twoDataPorts: 7302,
  fourDataPorts: 7303,
  twoHdmiPorts: 7304,
  coaxPort: 7305,
  switchAndReceptacle: 7401,
  switchLampPort: 7402,
  twoSwitchesReceptacle: 7403,
  layoutOne: 401,
  layoutTwoSideBySide: 402,
  layoutTwoStacked: 403,
  layoutTwoByTwo: 404,
  layoutThreeInARow: 405,
  layoutThreeByTwo: 406,
  layoutThreeByThree: 407,
  layoutFourByTwo: 408,
  layoutFiveByFour: 409,
  layoutButtonAndRocker: 410,
  layoutFourInARow: 411,
  layoutTwoRockers: 412,
  layoutRockerAndButton: 413,
  satinWhitePlate: 601,
  matteBlackPlate: 602,
  brushedSteelPlate: 603,
  antiqueBrassPlate: 604,
  /** Mechanism finishes in stock (no lead-time alert). */
  whiteMechanism: 22,
  blackMechanism: 23,
  chromeMechanism: 24,
  satinBrassMechanism: 25,
  bronzeMechanism: 28,
  noIndicator: 801,
  blueLed: 802,
  amberLed: 803,
  standardButton: 518,
  compactButton: 519,
  roundButton: 520,
  visibleScrews: 138,
  screwlessCover: 139,
  standardBox: 2901,
  mudRing: 2902,
  twoGangBox: 2903,
  deepBox: 2904,
  galvanisedSteel: 4101,
  pvc: 4102,
} as const;

/** Mechanism finishes on property 7 that ship without the long lead time (spec: options 22 and 23). */
export const STOCK_MECHANISM_FINISH_IDS: readonly number[] = [OPTION.whiteMechanism, OPTION.blackMechanism];
export const LEAD_TIME_WEEKS = 24;
export const ORDERS_CONTACT = { email: 'orders@keystone-controls.example', phone: '+1 (555) 014-2400' } as const;
export const LEAD_TIME_ALERT =
  `{option} mechanisms are made to order with a lead time of about ${LEAD_TIME_WEEKS} weeks. ` +
  `White and Black ship sooner. To plan around the lead time, contact our orders team at ${ORDERS_CONTACT.email} or ${ORDERS_CONTACT.phone}.`;

/** Percentage discount cap for orders of the stocked back-box category (spec: 20 for category 5). */
export const DISCOUNT_CAP_PERCENT = 20;
export const DISCOUNT_CAPPED_CATEGORY_ID = CATEGORY.backBoxes;
/** Terms of sale: 50% deposit for made-to-order, 100% before shipment for stock. */
export const DEPOSIT_PERCENT = { madeToOrder: 50, stocked: 100 } as const;
/** Card processing fee on card payments above $3,000: stored upcharge value 30, shown as 'Processing fee (3%)'. */
export const CARD_FEE = { thresholdInCents: 300000, storedUpchargeValue: 30 } as const;

/** Engraving width limits (spec): the hard limit is half the spacing to the neighbours; the soft limit 6 mm under it. */
export const ENGRAVING_LIMITED_PROPERTY_IDS: readonly number[] = [PROPERTY.engraving, PROPERTY.labelEngraving];
export const ENGRAVING_SOFT_LIMIT_MARGIN_MM = 6;

/** What organisation 850 gives the keypads plugin (its ids happen to be the plugin's defaults; stated for clarity). */
export const KEYPAD_SETTINGS = {
  categoryIds: [CATEGORY.keypads],
  plateSizePropertyId: PROPERTY.plateSize,
  layoutPropertyId: PROPERTY.layout,
  backBoxPropertyId: PROPERTY.backBox,
  tallNarrowBackBoxProductIds: [PRODUCT.deepBox],
  standardSizeOnly: { propertyId: PROPERTY.fixing, optionIds: [OPTION.screwlessCover] },
  mudRing: { backBoxType: 'MUD RING', plateHeight: 82 },
  engraving: {
    propertyIds: [...ENGRAVING_LIMITED_PROPERTY_IDS],
    fontSizeMm: 3,
    singleLine: { productIds: [PRODUCT.keypad], optionIds: [OPTION.compactButton] },
    limitLinesWhenSpaceIsShort: true,
  },
} satisfies KeypadSettingsInput;

export const ACCENT_COLOR = '#0f4c81';

/**
 * Orders list extras (spec orders §2): shortcut buttons SUB, CDR and FPR showing the active orders at
 * those statuses, each with a count, and the export of the current list to CSV.
 */
export const ORDERS_LIST_EXTRAS = {
  statusShortcuts: [
    { label: 'SUB', statusKey: 'submittedForApproval' },
    { label: 'CDR', statusKey: 'readyToPayDeposit' },
    { label: 'FPR', statusKey: 'finalPaymentReceived' },
  ],
  csvExport: true,
} as const satisfies OrdersListExtras;
