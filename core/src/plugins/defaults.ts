/** What an organisation gets where no enabled plugin contributes. */
import type { OrgRegistry } from './registry.ts';
import type { HomeLayout, Theme, Wording } from './payloads.ts';
import { homeLayoutPoint, themePoint, wordingPoint } from './extension-points.ts';

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
  canvas: { width: 1555, height: 834, scale: 0.08 },
  zoomBounds: { min: 1 / 512, max: 128 },
  canvasTextScale: 0.75,
  hasPlanView: false,
  isArchitectural: false,
  isEmployeeOnly: false,
};

export const wordingOf = (registry: OrgRegistry): Wording => ({ ...defaultWording, ...registry.single(wordingPoint) });
export const themeOf = (registry: OrgRegistry): Theme => ({ ...defaultTheme, ...registry.single(themePoint) });
export const homeLayoutOf = (registry: OrgRegistry): HomeLayout | undefined => registry.single(homeLayoutPoint);

/** Fills {name} placeholders. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
