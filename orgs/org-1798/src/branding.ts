/** Organisation 1798's wording and theme: 'Project' wording, Helvetica Neue, architectural canvas. */
import type { Theme, Wording } from '@configurator/core';
import { ACCENT_COLOR, CANVAS } from './constants.ts';

export const wording: Partial<Wording> = {
  order: 'Project',
  orders: 'Projects',
  myOrders: 'My Projects',
  ordersTitleColumn: 'Project',
  untitledOrder: 'Untitled Project',
  newOrder: 'New Project',
};

const logoSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M4 34 Q14 4 24 20 T44 10" fill="none" stroke="${ACCENT_COLOR}" stroke-width="4" stroke-linecap="round"/>` +
  `<text x="52" y="27" font-family="Helvetica Neue, Helvetica, Arial, sans-serif" font-size="17" fill="#1f2937">muralis</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
  canvas: { ...CANVAS },
  defaultScale: CANVAS.scale,
  // Plan view is this organisation's only (orders §2, issue 19 item 23).
  hasPlanView: true,
  isArchitectural: true,
};
