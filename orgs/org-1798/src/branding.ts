/** Organisation 1798's wording and theme: 'Project' wording, Helvetica Neue, architectural canvas. */
import { logoPair, type Theme, type Wording } from '@configurator/core';
import { ACCENT_COLOR, CANVAS } from './constants.ts';

export const wording: Partial<Wording> = {
  order: 'Project',
  orders: 'Projects',
  myOrders: 'My Projects',
  ordersTitleColumn: 'Project',
  untitledOrder: 'Untitled Project',
  newOrder: 'New Project',
};

/** The logo drawn once, in the colours of its mark and lettering: black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M4 34 Q14 4 24 20 T44 10" fill="none" stroke="${mark}" stroke-width="4" stroke-linecap="round"/>` +
  `<text x="52" y="27" font-family="Helvetica Neue, Helvetica, Arial, sans-serif" font-size="17" fill="${ink}">muralis</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  ...logoPair(drawLogo, ACCENT_COLOR),
  /** A studio's dark header bar, with the white logo (catalogue §6); owners may change it in their settings. */
  headerStyle: 'dark',
  canvas: { ...CANVAS },
  defaultScale: CANVAS.scale,
  // Plan view is this organisation's only (orders §2, issue 19 item 23).
  hasPlanView: true,
  isArchitectural: true,
};
