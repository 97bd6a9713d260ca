/** What an organisation gets where no enabled plugin contributes. */
import type { OrgRegistry } from './registry.ts';
import type { HomeLayout, Theme, Wording } from './payloads.ts';
import { homeLayoutPoint, themePoint, wordingPoint } from './extension-points.ts';
import { fontStackOf, type OrgBranding } from '../domain/org-branding.ts';

export const defaultWording: Wording = {
  order: 'Order',
  orders: 'Orders',
  myOrders: 'My Orders',
  homeTitle: 'Welcome to the {orgTitle} Configurator',
  ordersTitleColumn: 'Title',
  untitledOrder: 'Untitled Order',
  newOrder: 'New Order',
};

export const defaultTheme: Theme = {
  accentColor: '#000000',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: 14,
  units: 'in',
  unitToggle: false,
  precision: { initial: 1, min: 1 / 16, max: 16 },
  defaultScale: 2,
  productViewScale: 3,
  dimensionLabels: 'units',
  canvas: { width: 1555, height: 834, scale: 0.08 },
  zoomBounds: { min: 1 / 512, max: 128 },
  canvasTextScale: 0.75,
  hasPlanView: false,
  isArchitectural: false,
  isEmployeeOnly: false,
  headerStyle: 'light',
};

/** The wording the organisation set in its settings (order noun, portal title), over its plugins'. */
export function brandedWording(wording: Wording, branding: OrgBranding): Wording {
  const { order, orders, homeTitle } = branding.wording ?? {};
  const singular = order ?? wording.order;
  const plural = orders ?? (order ? `${order}s` : wording.orders);
  return {
    ...wording,
    order: singular,
    orders: plural,
    ...(order || orders ? { myOrders: `My ${plural}`, untitledOrder: `Untitled ${singular}`, newOrder: `New ${singular}` } : {}),
    ...(homeTitle ? { homeTitle } : {}),
  };
}

/**
 * The theme with the organisation's own settings (accent, font, logos, header, scale, portal kind) over
 * its plugins'. Uploaded logos replace the plugin's as a pair: a variant not uploaded shows the title
 * rather than the plugin's other drawing, and never the wrong colour for its background.
 */
export function brandedTheme(theme: Theme, branding: OrgBranding): Theme {
  const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  const uploaded = branding.logo?.blackUrl || branding.logo?.whiteUrl ? { logoUrl: branding.logo.blackUrl, logoWhiteUrl: branding.logo.whiteUrl } : {};
  return {
    ...theme,
    ...uploaded,
    ...defined({
      accentColor: branding.accentColor,
      fontFamily: branding.fontFamily && fontStackOf(branding.fontFamily),
      fontSize: branding.fontSize,
      defaultScale: branding.defaultScale,
      isArchitectural: branding.isArchitectural,
      isEmployeeOnly: branding.isEmployeeOnly,
      headerStyle: branding.headerStyle,
    }),
  };
}

export const wordingOf = (registry: OrgRegistry): Wording => brandedWording({ ...defaultWording, ...registry.single(wordingPoint) }, registry.branding);
export const themeOf = (registry: OrgRegistry): Theme => brandedTheme({ ...defaultTheme, ...registry.single(themePoint) }, registry.branding);
export const homeLayoutOf = (registry: OrgRegistry): HomeLayout | undefined => registry.single(homeLayoutPoint);

/** Fills {name} placeholders. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
