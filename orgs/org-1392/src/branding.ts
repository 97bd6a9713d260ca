/** Organisation 1392's theme and home layout: lights, controls, stocked items and resources. */
import { logoPair, type HomeLayout, type Theme } from '@configurator/core';
import { ACCENT_COLOR, CATEGORY } from './constants.ts';

/** The logo drawn once, in the colours of its mark and lettering: black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<circle cx="18" cy="20" r="9" fill="${mark}"/><path d="M18 2v6M18 32v6M0 20h6M30 20h6" stroke="${mark}" stroke-width="3"/>` +
  `<text x="42" y="27" font-family="Inter, Arial, sans-serif" font-size="17" font-weight="600" fill="${ink}">Brightline</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Inter", "Helvetica Neue", Arial, sans-serif',
  ...logoPair(drawLogo, ACCENT_COLOR, '#111827'),
};

export const homeLayout: HomeLayout = {
  sections: [
    {
      title: 'Lights',
      tiles: [
        { kind: 'singleProduct', productCategoryId: CATEGORY.pendants, title: 'Pendants' },
        { kind: 'singleProduct', productCategoryId: CATEGORY.wallLights, title: 'Wall Lights' },
      ],
    },
    { title: 'Controls', tiles: [{ kind: 'singleProduct', productCategoryId: CATEGORY.controls, title: 'Keypads' }] },
    { title: 'Stocked Items', tiles: [{ kind: 'multipleProducts', productCategoryId: CATEGORY.stocked, title: 'Drivers & Accessories' }] },
    {
      title: 'Resources',
      tiles: [
        { kind: 'externalLink', title: 'Photometric Files', url: 'https://brightline-lighting.example/photometrics' },
        { kind: 'externalLink', title: 'Spec Sheets', url: 'https://brightline-lighting.example/spec-sheets' },
      ],
    },
  ],
};
