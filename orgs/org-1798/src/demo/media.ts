/**
 * Organisation 1798's demo images: the Meadow mural artwork (drawn on its textures and in the panel
 * layout's SVG export). The file is in web/public/media/, served at /media/{fileName}.{fileExtension}.
 */
import type { DemoMedium } from '@configurator/core';
import { OPTION as O } from '../constants.ts';

export const media: DemoMedium[] = [
  { title: 'Meadow, artwork', fileName: 'demo-1798-meadow', fileExtension: 'svg', associations: { productOptions: [O.meadow] } },
];
