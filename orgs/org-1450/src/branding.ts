/** Organisation 1450's theme and home layout: doors, cabinet fronts, flooring and stocked hardware. */
import type { HomeLayout, Theme } from '@configurator/core';
import { ACCENT_COLOR, CATEGORY } from './constants.ts';

const logoSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M6 34V6h6v11h10V6h6v28h-6V23H12v11z" fill="${ACCENT_COLOR}"/>` +
  `<text x="36" y="27" font-family="Georgia, serif" font-size="17" fill="#1f2937">Hartwell</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Source Sans 3", "Helvetica Neue", Arial, sans-serif',
  logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
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
