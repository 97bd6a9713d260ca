/** A small door catalogue for this plugin's tests: the spec's product ids, the plugin's settings naming its properties. */
import { indexCatalogue, type CatalogueIndex, type InstanceProperties, type RenderInput } from '@configurator/core';
import { catalogueWithOrgId, optionRecord, productRecord, propertyRecord } from '@configurator/core/demo-records';
import type { WoodworkSettingsInput } from '../settings.ts';

export const P = {
  width: 1,
  height: 2,
  thickness: 3,
  length: 4,
  lamella: 5,
  alignment: 6,
  hinges: 7,
  hingeSide: 8,
  species: 9,
  unitA: 161,
  unitB: 195,
} as const;
export const O = { lamella30: 51, lamella40: 52, random: 61, standard: 62, twoHinges: 71, fourHinges: 72, right: 81, oak: 91 } as const;
const dims = [P.width, P.height, P.thickness];

export const catalogue: CatalogueIndex = indexCatalogue(
  catalogueWithOrgId(
    {
      productCategories: [],
      products: [
        productRecord({
          id: 104,
          title: 'Door with slats',
          productCategoryId: null,
          propertyIds: [...dims, P.lamella, P.alignment, P.hinges, P.hingeSide, P.species, P.unitA],
        }),
        productRecord({ id: 105, title: 'Slat panel', productCategoryId: null, propertyIds: [...dims, P.lamella, P.alignment, P.species, P.unitB] }),
        productRecord({ id: 75, title: 'Door-like panel', productCategoryId: null, propertyIds: [...dims, P.hinges, P.species] }),
        productRecord({ id: 86, title: 'Wood panel', productCategoryId: null, propertyIds: [P.width, P.thickness, P.length, P.species] }),
      ],
      productProperties: [
        propertyRecord({ id: P.width, title: 'Width', type: 'dimensions' }),
        propertyRecord({ id: P.height, title: 'Height', type: 'dimensions' }),
        propertyRecord({ id: P.thickness, title: 'Thickness', type: 'dimensions' }),
        propertyRecord({ id: P.length, title: 'Length', type: 'dimensions' }),
        propertyRecord({ id: P.lamella, title: 'Lamella' }),
        propertyRecord({ id: P.alignment, title: 'Alignment' }),
        propertyRecord({ id: P.hinges, title: 'Hinges' }),
        propertyRecord({ id: P.hingeSide, title: 'Hinge Side' }),
        propertyRecord({ id: P.species, title: 'Species' }),
        propertyRecord({ id: P.unitA, title: 'Unit Number', type: 'text' }),
        propertyRecord({ id: P.unitB, title: 'Unit Number', type: 'text' }),
      ],
      productOptions: [
        optionRecord({ id: O.lamella30, productPropertyId: P.lamella, title: '30 mm', data: { width: 30, thickness: 15 } }),
        optionRecord({ id: O.lamella40, productPropertyId: P.lamella, title: '40 mm', data: { width: 40 } }),
        optionRecord({ id: O.random, productPropertyId: P.alignment, title: 'Random', data: { alignment: 'random' } }),
        optionRecord({ id: O.standard, productPropertyId: P.alignment, title: 'Standard', data: { alignment: 'standard' } }),
        optionRecord({ id: O.twoHinges, productPropertyId: P.hinges, title: '2 Hinges' }),
        optionRecord({ id: O.fourHinges, productPropertyId: P.hinges, title: '4 Hinges' }),
        optionRecord({ id: O.right, productPropertyId: P.hingeSide, title: 'Right' }),
        optionRecord({ id: O.oak, productPropertyId: P.species, title: 'Oak', data: { fill: '#c8a06a' } }),
      ],
      productRules: [],
      productPropertyGroups: [],
      productPricingRules: [],
      productOptionClassifiers: [],
    },
    1,
  ),
);

export const settings: WoodworkSettingsInput = {
  properties: {
    width: [P.width],
    height: [P.height],
    thickness: [P.thickness],
    length: [P.length],
    lamella: [P.lamella],
    alignment: [P.alignment],
    hinges: [P.hinges],
    hingeSide: [P.hingeSide],
    species: [P.species],
  },
};

export function renderInput(productId: number, properties: InstanceProperties = {}, extra: Partial<RenderInput> = {}): RenderInput {
  return { product: catalogue.productsById.get(productId)!, properties, catalogue, units: 'mm', settings: settings as Record<string, unknown>, ...extra };
}

export const size = (width: number | string, height?: number | string): InstanceProperties => ({
  [P.width]: { value: width },
  ...(height === undefined ? {} : { [P.height]: { value: height } }),
});
