/** Organisation 1450's theme and home layout: doors, cabinet fronts, flooring and stocked hardware. */
import { logoPair, type HomeLayout, type Theme } from '@configurator/core';
import { ACCENT_COLOR, CATEGORY } from './constants.ts';

/** The logo drawn once, in the colours of its mark and lettering: black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M6 34V6h6v11h10V6h6v28h-6V23H12v11z" fill="${mark}"/>` +
  `<text x="36" y="27" font-family="Georgia, serif" font-size="17" fill="${ink}">Hartwell</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Source Sans 3", "Helvetica Neue", Arial, sans-serif',
  ...logoPair(drawLogo, ACCENT_COLOR),
};

export const homeLayout: HomeLayout = {
  sections: [
    {
      title: 'Doors & Fronts',
      tiles: [
        { kind: 'singleProduct', productCategoryId: CATEGORY.slabDoors, title: 'Slab Doors' },
        { kind: 'singleProduct', productCategoryId: CATEGORY.cabinetFronts, title: 'Cabinet Fronts' },
      ],
    },
    { title: 'Flooring', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.flooring, title: 'Wide Plank Flooring' }] },
    { title: 'Stocked Items', tiles: [{ kind: 'multipleProducts', productCategoryId: CATEGORY.stocked, title: 'Hardware' }] },
    { title: 'Resources', tiles: [{ kind: 'externalLink', title: 'Finish Samples', url: 'https://hartwell-millwork.example/finishes' }] },
  ],
};
