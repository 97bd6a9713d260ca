/**
 * Organisation 850's demo images: two photos of the Brushed Steel plate finish (the option picker's
 * 'see images') and a product sheet of the Switch Plate (the item notes popup). The files are in
 * web/public/media/, served at /media/{fileName}.{fileExtension}.
 */
import type { DemoMedium } from '@configurator/core';
import { OPTION as O, PRODUCT } from '../constants.ts';

export const media: DemoMedium[] = [
  { title: 'Brushed Steel, front', fileName: 'demo-850-brushed-steel-front', fileExtension: 'svg', associations: { productOptions: [O.brushedSteelPlate] } },
  { title: 'Brushed Steel, detail', fileName: 'demo-850-brushed-steel-detail', fileExtension: 'svg', associations: { productOptions: [O.brushedSteelPlate] } },
  { title: 'Switch Plate, installed', fileName: 'demo-850-switch-plate', fileExtension: 'svg', associations: { products: [PRODUCT.switchPlate] } },
];
