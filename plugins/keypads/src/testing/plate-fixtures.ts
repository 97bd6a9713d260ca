/** A small catalogue of lamp, receptacle, port and multi-mechanism plates for this plugin's tests. */
import type { CatalogueIndex, InstanceProperties, RenderInput, Units } from '@configurator/core';
import { indexCatalogue } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord } from '@configurator/core/demo-records';
import { PLATE_RENDERER_KEYS } from '../renderer-keys.ts';
import { fixtureSettings } from './fixtures.ts';

export const PP = { plateSize: 3, plateFinish: 6, engraving: 27, lamp: 70, receptacle: 71, shape: 72, ports: 73, mechanisms: 74 } as const;
export const PO = {
  plate117: 202,
  plate144: 203,
  plate207: 204,
  plate269: 212,
  plateZero: 213,
  plateHuge: 214,
  roundLamp: 7001,
  squareLamp: 7002,
  pilotLamps: 7003,
  hugeLamp: 7005,
  duplex: 7101,
  single: 7102,
  usb: 7103,
  twoGang: 7104,
  round: 7201,
  square: 7202,
  rectangular: 7203,
  onePort: 7301,
  fourPorts: 7303,
  hdmi: 7304,
  coax: 7305,
  tooManyPorts: 7306,
  switchReceptacle: 7401,
  switchLampPort: 7402,
  bogus: 7404,
} as const;
export const PRODUCT_IDS = { lamp: 8, receptacle: 72, port: 7, multi: 6 } as const;

const opt = (id: number, productPropertyId: number, data: Record<string, unknown>) => optionRecord({ id, productPropertyId, title: `Option ${id}`, data });
const plateProps = (extra: number) => ({ propertyIds: [PP.plateSize, extra, PP.plateFinish, PP.engraving] });

export const plateCatalogue: CatalogueIndex = indexCatalogue(
  catalogueWithOrgId(
    {
      products: [
        productRecord({ id: PRODUCT_IDS.lamp, title: 'Lamp Plate', data: { renderer: PLATE_RENDERER_KEYS.lamp }, ...plateProps(PP.lamp) }),
        productRecord({
          id: PRODUCT_IDS.receptacle,
          title: 'Receptacle Plate',
          data: { renderer: PLATE_RENDERER_KEYS.receptacle },
          ...plateProps(PP.receptacle),
        }),
        productRecord({
          id: PRODUCT_IDS.port,
          title: 'Port Plate',
          data: { renderer: PLATE_RENDERER_KEYS.port },
          propertyIds: [PP.shape, PP.ports, PP.plateFinish, PP.engraving],
        }),
        productRecord({ id: PRODUCT_IDS.multi, title: 'Multi-Mechanism Plate', data: { renderer: PLATE_RENDERER_KEYS.multi }, ...plateProps(PP.mechanisms) }),
      ],
      productProperties: [
        propertyRecord({ id: PP.plateSize, title: 'Plate Size' }),
        propertyRecord({ id: PP.plateFinish, title: 'Plate Finish' }),
        propertyRecord({ id: PP.engraving, title: 'Engraving', type: 'array', isArray: 1 }),
        propertyRecord({ id: PP.lamp, title: 'Lamp' }),
        propertyRecord({ id: PP.receptacle, title: 'Receptacle' }),
        propertyRecord({ id: PP.shape, title: 'Plate Shape' }),
        propertyRecord({ id: PP.ports, title: 'Ports' }),
        propertyRecord({ id: PP.mechanisms, title: 'Mechanisms' }),
      ],
      productOptions: [
        opt(PO.plate117, PP.plateSize, { width: 117, height: 82 }),
        opt(PO.plate144, PP.plateSize, { width: 144, height: 82 }),
        opt(PO.plate207, PP.plateSize, { width: 207, height: 82 }),
        opt(PO.plate269, PP.plateSize, { width: 269, height: 117 }),
        opt(PO.plateZero, PP.plateSize, { width: 0, height: 0 }),
        opt(PO.plateHuge, PP.plateSize, { width: 1e9, height: 1e9 }),
        opt(601, PP.plateFinish, { plateFill: '#2b2b2b' }),
        opt(PO.roundLamp, PP.lamp, { lampShape: 'round', lampSize: 40 }),
        opt(PO.squareLamp, PP.lamp, { lampShape: 'square', lampSize: 45 }),
        opt(PO.pilotLamps, PP.lamp, { lampShape: 'round', lampSize: 12, lampCount: 3 }),
        opt(PO.hugeLamp, PP.lamp, { lampShape: 'round', lampSize: 1e9, lampCount: -4 }),
        opt(PO.duplex, PP.receptacle, { receptacle: 'duplex', gang: 1 }),
        opt(PO.single, PP.receptacle, { receptacle: 'single', gang: 1 }),
        opt(PO.usb, PP.receptacle, { receptacle: 'usb', gang: 1 }),
        opt(PO.twoGang, PP.receptacle, { receptacle: 'duplex', gang: 2 }),
        opt(PO.round, PP.shape, { portPlateShape: 'round' }),
        opt(PO.square, PP.shape, { portPlateShape: 'square' }),
        opt(PO.rectangular, PP.shape, { portPlateShape: 'rectangular' }),
        opt(PO.onePort, PP.ports, { ports: 1, portType: 'data' }),
        opt(PO.fourPorts, PP.ports, { ports: 4, portType: 'data' }),
        opt(PO.hdmi, PP.ports, { ports: 2, portType: 'hdmi' }),
        opt(PO.coax, PP.ports, { ports: 1, portType: 'coax' }),
        opt(PO.tooManyPorts, PP.ports, { ports: 1e9 }),
        opt(PO.switchReceptacle, PP.mechanisms, { mechanisms: 'switch,receptacle' }),
        opt(PO.switchLampPort, PP.mechanisms, { mechanisms: 'switch,lamp,port' }),
        opt(PO.bogus, PP.mechanisms, { mechanisms: 'toaster,switch' }),
      ],
    },
    1,
  ),
);

export const pick = (choices: Partial<Record<number, number>>): InstanceProperties =>
  Object.fromEntries(Object.entries(choices).map(([propertyId, optionId]) => [propertyId, { optionId }]));

export const plateInput = (productId: number, properties: InstanceProperties, units: Units = 'mm'): RenderInput => ({
  product: plateCatalogue.productsById.get(productId)!,
  properties,
  catalogue: plateCatalogue,
  units,
  settings: fixtureSettings({ engraving: { propertyIds: [PP.engraving] } }),
});
