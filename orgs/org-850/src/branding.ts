/** Organisation 850's wording, theme and home layout: a client portal that says 'Quote', in inches. */
import type { HomeLayout, Theme, Wording } from '@configurator/core';
import { ACCENT_COLOR, CATEGORY } from './constants.ts';

export const wording: Partial<Wording> = {
  order: 'Quote',
  orders: 'Quotes',
  myOrders: 'My Quotes',
  homeTitle: 'Welcome to the {orgTitle} Client Portal',
  ordersTitleColumn: 'Title',
  untitledOrder: 'Untitled Quote',
  newOrder: 'New Quote',
};

const logoSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M8 34 L14 6 H26 L32 34 H24 L20 16 L16 34 Z" fill="${ACCENT_COLOR}"/>` +
  `<text x="40" y="27" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#1f2937">KEYSTONE</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Montserrat", "Helvetica Neue", Arial, sans-serif',
  logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
  /** Spec orders §2: the in/mm unit toggle on the order page. */
  unitToggle: true,
};

export const homeLayout: HomeLayout = {
  sections: [
    {
      title: 'Configure, Price & Quote',
      tiles: [
        { kind: 'singleProduct', productCategoryId: CATEGORY.keypads, title: 'Keypads & Switch Plates' },
        { kind: 'singleProduct', productCategoryId: CATEGORY.plates, title: 'Lamp, Receptacle & Port Plates' },
      ],
    },
    {
      title: 'Stocked Items',
      tiles: [{ kind: 'multipleProducts', productCategoryId: CATEGORY.backBoxes, title: 'Back Boxes' }],
    },
    {
      title: 'Resources',
      tiles: [
        { kind: 'externalLink', title: 'Product Catalogue', url: 'https://keystone-controls.example/catalogue.pdf' },
        { kind: 'externalLink', title: 'Installation Guides', url: 'https://keystone-controls.example/installation' },
        { kind: 'externalLink', title: 'Engraving Symbols', url: 'https://keystone-controls.example/engraving-symbols' },
      ],
    },
  ],
};
