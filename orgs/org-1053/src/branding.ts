/** Organisation 1053's theme and home layout: millimetres, the DIN face, its canvas scale, zoom and grid. */
import { logoPair, type HomeLayout, type Theme } from '@configurator/core';
import { ACCENT_COLOR, CANVAS_TEXT_SCALE, CATEGORY, DEFAULT_SCALE, GRID, PRECISION, ZOOM_BOUNDS } from './constants.ts';

/** The logo drawn once, in the colours of its mark and lettering: black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<rect x="6" y="4" width="20" height="32" rx="1" fill="none" stroke="${mark}" stroke-width="3"/>` +
  `<circle cx="21" cy="21" r="2" fill="${mark}"/>` +
  `<text x="34" y="27" font-family="DIN Alternate, Arial, sans-serif" font-size="18" fill="${ink}">NORDHOLZ</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"DIN Alternate", "DIN 2014", "D-DIN", Bahnschrift, Arial, sans-serif',
  ...logoPair(drawLogo, ACCENT_COLOR),
  units: 'mm',
  precision: { ...PRECISION },
  defaultScale: DEFAULT_SCALE,
  productViewScale: DEFAULT_SCALE,
  /** Spec §9: inches in half steps with mm secondary on dimension labels. */
  dimensionLabels: 'inchHalvesWithMm',
  canvas: { width: 1555, height: 834, scale: DEFAULT_SCALE },
  zoomBounds: { ...ZOOM_BOUNDS },
  grid: { ...GRID },
  canvasTextScale: CANVAS_TEXT_SCALE,
};

export const homeLayout: HomeLayout = {
  sections: [
    {
      title: 'Doors',
      tiles: [
        { kind: 'singleProduct', productCategoryId: CATEGORY.slatDoors, title: 'Slat Doors' },
        { kind: 'singleProduct', productCategoryId: CATEGORY.slabDoors, title: 'Slab Doors' },
      ],
    },
    { title: 'Cabinet Fronts', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.cabinetFronts, title: 'Cabinet Fronts' }] },
    { title: 'Flooring', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.flooring, title: 'Flooring' }] },
    { title: 'Wood Panels', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.woodPanels, title: 'Wood Panels' }] },
    {
      title: 'Resources',
      tiles: [
        { kind: 'externalLink', title: 'Wood Samples', url: 'https://nordholz-doors.example/samples' },
        { kind: 'externalLink', title: 'Fitting Instructions', url: 'https://nordholz-doors.example/fitting' },
      ],
    },
  ],
};
