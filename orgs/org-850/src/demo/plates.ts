/**
 * Organisation 850's lamp, receptacle, port and multi-mechanism plates (category 2, spec products 8,
 * 15, 9, 87; 72, 89, 98; 7; 6), each naming its keypads-plugin renderer in product.data.renderer, with
 * the option data keys those renderers read (plugins/keypads/src/families/family-data.ts).
 */
import { optionRecord, pricingRuleRecord, productRecord, propertyRecord } from '@configurator/core/demo-records';
import { PLATE_RENDERER_KEYS } from '@configurator/plugin-keypads';
import { CATEGORY, OPTION as O, PRODUCT, PROPERTY as P } from '../constants.ts';

const drawnBy = (renderer: string) => ({ data: { renderer }, productCategoryId: CATEGORY.plates });
/** Plate sizes of property 3 these plates do not come in. */
const keypadOnlySizes = [O.plate82x144, O.plate117x207, O.plate144x207, O.plate207x207];
const onPlateSizes = (propertyIds: number[]) => ({
  propertyIds: [P.plateSize, ...propertyIds, P.plateFinish, P.engraving],
  disabledOptionIds: { [P.plateSize]: keypadOnlySizes },
});

export const plateProductRecords = [
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.lamp),
    id: PRODUCT.lampPlate,
    title: 'Lamp Plate',
    description: 'Plate with a recessed lamp.',
    ...onPlateSizes([P.lamp]),
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.lamp),
    id: PRODUCT.readingLampPlate,
    title: 'Reading Lamp Plate',
    description: 'Bedside plate with a square reading lamp.',
    ...onPlateSizes([P.lamp]),
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.lamp),
    id: PRODUCT.pilotLampPlate,
    title: 'Pilot Lamp Plate',
    description: 'Plate with small pilot lamps.',
    ...onPlateSizes([P.lamp]),
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.lamp),
    id: PRODUCT.twinLampPlate,
    title: 'Twin Lamp Plate',
    description: 'Plate with two lamps side by side.',
    ...onPlateSizes([P.lamp]),
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.receptacle),
    id: PRODUCT.receptaclePlate,
    title: 'Receptacle Plate',
    description: 'Plate for power receptacles.',
    ...onPlateSizes([P.receptacle]),
  }),
  productRecord({ ...drawnBy(PLATE_RENDERER_KEYS.receptacle), id: PRODUCT.usbReceptaclePlate, title: 'USB Receptacle Plate', ...onPlateSizes([P.receptacle]) }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.receptacle),
    id: PRODUCT.duplexReceptaclePlate,
    title: 'Duplex Receptacle Plate',
    ...onPlateSizes([P.receptacle]),
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.port),
    id: PRODUCT.portPlate,
    title: 'Port Plate',
    description: 'Round, square or rectangular plate for data and AV ports.',
    propertyIds: [P.portPlateShape, P.ports, P.plateFinish, P.engraving],
  }),
  productRecord({
    ...drawnBy(PLATE_RENDERER_KEYS.multi),
    id: PRODUCT.multiMechanismPlate,
    title: 'Multi-Mechanism Plate',
    description: 'One plate for a switch, receptacle, lamp and port together.',
    ...onPlateSizes([P.mechanisms]),
  }),
];

export const plateProperties = [
  propertyRecord({
    id: P.lamp,
    title: 'Lamp',
    rank: 20,
    productOptionDataFields: [
      { title: 'Shape', key: 'lampShape', type: 'text' },
      { title: 'Size (mm)', key: 'lampSize', type: 'number' },
      { title: 'Count', key: 'lampCount', type: 'number' },
    ],
  }),
  propertyRecord({
    id: P.receptacle,
    title: 'Receptacle',
    rank: 21,
    productOptionDataFields: [
      { title: 'Type', key: 'receptacle', type: 'text' },
      { title: 'Gangs', key: 'gang', type: 'number' },
    ],
  }),
  propertyRecord({ id: P.portPlateShape, title: 'Plate Shape', rank: 22, productOptionDataFields: [{ title: 'Shape', key: 'portPlateShape', type: 'text' }] }),
  propertyRecord({
    id: P.ports,
    title: 'Ports',
    rank: 23,
    productOptionDataFields: [
      { title: 'Ports', key: 'ports', type: 'number' },
      { title: 'Type', key: 'portType', type: 'text' },
    ],
  }),
  propertyRecord({ id: P.mechanisms, title: 'Mechanisms', rank: 24, productOptionDataFields: [{ title: 'Mechanisms', key: 'mechanisms', type: 'text' }] }),
];

const option = (id: number, productPropertyId: number, title: string, data: Record<string, unknown>) => optionRecord({ id, productPropertyId, title, data });

export const plateOptions = [
  option(O.plate269x117, P.plateSize, '269 × 117 mm', { width: 269, height: 117 }),
  option(O.roundLamp, P.lamp, 'Round lamp 40 mm', { lampShape: 'round', lampSize: 40 }),
  option(O.squareLamp, P.lamp, 'Square lamp 45 mm', { lampShape: 'square', lampSize: 45 }),
  option(O.pilotLamps, P.lamp, 'Three pilot lamps', { lampShape: 'round', lampSize: 12, lampCount: 3 }),
  option(O.twinLamps, P.lamp, 'Twin round lamps', { lampShape: 'round', lampSize: 30, lampCount: 2 }),
  option(O.duplexReceptacle, P.receptacle, 'Duplex receptacle', { receptacle: 'duplex', gang: 1 }),
  option(O.singleReceptacle, P.receptacle, 'Single receptacle', { receptacle: 'single', gang: 1 }),
  option(O.usbReceptacle, P.receptacle, 'USB charger (A + C)', { receptacle: 'usb', gang: 1 }),
  option(O.twoGangDuplex, P.receptacle, 'Two duplex receptacles', { receptacle: 'duplex', gang: 2 }),
  option(O.roundPortPlate, P.portPlateShape, 'Round 100 mm', { portPlateShape: 'round' }),
  option(O.squarePortPlate, P.portPlateShape, 'Square 100 × 100 mm', { portPlateShape: 'square' }),
  option(O.rectangularPortPlate, P.portPlateShape, 'Rectangular 100 × 180 mm', { portPlateShape: 'rectangular' }),
  option(O.oneDataPort, P.ports, '1 data port', { ports: 1, portType: 'data' }),
  option(O.twoDataPorts, P.ports, '2 data ports', { ports: 2, portType: 'data' }),
  option(O.fourDataPorts, P.ports, '4 data ports', { ports: 4, portType: 'data' }),
  option(O.twoHdmiPorts, P.ports, '2 HDMI ports', { ports: 2, portType: 'hdmi' }),
  option(O.coaxPort, P.ports, '1 coax port', { ports: 1, portType: 'coax' }),
  option(O.switchAndReceptacle, P.mechanisms, 'Switch + receptacle', { mechanisms: 'switch,receptacle' }),
  option(O.switchLampPort, P.mechanisms, 'Switch + lamp + port', { mechanisms: 'switch,lamp,port' }),
  option(O.twoSwitchesReceptacle, P.mechanisms, 'Two switches + receptacle', { mechanisms: 'switch,switch,receptacle' }),
];

export const platePricingRules = (nextId: () => number) => [
  ...[PRODUCT.lampPlate, PRODUCT.readingLampPlate, PRODUCT.pilotLampPlate, PRODUCT.twinLampPlate].map((productId) =>
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId, amountInCents: 11_500 }),
  ),
  ...[PRODUCT.receptaclePlate, PRODUCT.usbReceptaclePlate, PRODUCT.duplexReceptaclePlate].map((productId) =>
    pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId, amountInCents: 7_500 }),
  ),
  pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.portPlate, amountInCents: 6_500 }),
  pricingRuleRecord({ id: nextId(), kind: 'basePrice', productId: PRODUCT.multiMechanismPlate, amountInCents: 14_500 }),
  pricingRuleRecord({ id: nextId(), kind: 'optionPrice', productOptionId: O.plate269x117, amountInCents: 5_200 }),
];
