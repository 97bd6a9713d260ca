/** Organisation 850's wording, theme and home layout: a client portal that says 'Quote', in inches. */
import { logoPair, type HomeLayout, type Theme, type Wording } from '@configurator/core';
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

/** The logo drawn once, in the colours of its mark and lettering: black and white variants (catalogue §6). */
const drawLogo = (mark: string, ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">` +
  `<path d="M8 34 L14 6 H26 L32 34 H24 L20 16 L16 34 Z" fill="${mark}"/>` +
  `<text x="40" y="27" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="${ink}">KEYSTONE</text></svg>`;

export const theme: Partial<Theme> = {
  accentColor: ACCENT_COLOR,
  fontFamily: '"Montserrat", "Helvetica Neue", Arial, sans-serif',
  ...logoPair(drawLogo, ACCENT_COLOR),
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
