/**
 * Every call of the API, mounted on one CallRouter, one group per route file: the group is the
 * call's section (tag) in the API reference (GET /api/docs).
 */
import type { CallRouter, CallTag } from '../http/call-router.ts';
import { mountAuthRoutes } from './auth-routes.ts';
import { mountDocumentRoutes } from './document-routes.ts';
import { mountLifecycleRoutes } from './lifecycle-routes.ts';
import { mountOrderRoutes } from './order-routes.ts';
import { mountResourceRoutes } from './resource-routes.ts';
import { mountPlanRoutes } from './plan-routes.ts';
import { mountShareRoutes } from './share-routes.ts';
import { mountGuestRoutes } from './guest-routes.ts';
import { mountCatalogueRoutes } from './catalogue-routes.ts';
import { mountCatalogueImportRoutes } from './catalogue-import-routes.ts';
import { mountPlatformRoutes } from './platform-routes.ts';
import { mountOrgSettingsRoutes } from './org-settings-routes.ts';
import { mountProductGraphicRoutes } from './product-graphic-routes.ts';
import { mountIntegrationRoutes } from './integration-routes.ts';
import { mountEntityBulkWriteRoutes } from './entity-bulk-write-routes.ts';

interface RouteGroup {
  tag: CallTag;
  mount: (calls: CallRouter) => void;
}

export const routeGroups: readonly RouteGroup[] = [
  {
    tag: { name: 'Sign-in and session', description: "Signing in and out, sign-in links, switching organisation, the user's saved settings." },
    mount: mountAuthRoutes,
  },
  { tag: { name: 'Sharing', description: 'Share links, sharees and per-person price hiding (spec orders §7).' }, mount: mountShareRoutes },
  { tag: { name: 'Guests and groups', description: 'Inviting guests, their data, user groups and outside integrations.' }, mount: mountGuestRoutes },
  { tag: { name: 'Orders', description: "The home page, the orders list and an order's data." }, mount: mountOrderRoutes },
  {
    tag: {
      name: 'Resources',
      description: 'The generic resource calls: POST /api/resources/{resource}/{action}, one per resource and action, each with its own schemas.',
    },
    mount: mountResourceRoutes,
  },
  { tag: { name: 'Order lifecycle', description: 'Submitting, approving, statuses, history, costs and the outbox.' }, mount: mountLifecycleRoutes },
  { tag: { name: 'Documents', description: 'Quotes, invoices, packing slips and factory sheets, as pages, PDF and CSV.' }, mount: mountDocumentRoutes },
  {
    tag: {
      name: 'Plan canvas',
      description: 'Walls, elevations, viewports, texts, lines and entities of architectural orders, with versions (409 when stale).',
    },
    mount: mountPlanRoutes,
  },
  {
    tag: {
      name: 'Plan canvas',
      description: 'Walls, elevations, viewports, texts, lines and entities of architectural orders, with versions (409 when stale).',
    },
    mount: mountEntityBulkWriteRoutes,
  },
  {
    tag: {
      name: 'Catalogue administration',
      description: 'Products, properties, options, rules, groups, categories and prices, for owners (spec catalogue §7).',
    },
    mount: mountCatalogueRoutes,
  },
  {
    tag: {
      name: 'Catalogue administration',
      description: 'Products, properties, options, rules, groups, categories and prices, for owners (spec catalogue §7).',
    },
    mount: mountProductGraphicRoutes,
  },
  {
    tag: {
      name: 'Catalogue administration',
      description: 'Products, properties, options, rules, groups, categories and prices, for owners (spec catalogue §7).',
    },
    mount: mountCatalogueImportRoutes,
  },
  {
    tag: { name: 'Organisation settings', description: 'Branding, statuses, payment methods and integrations of the organisation, for owners.' },
    mount: mountOrgSettingsRoutes,
  },
  {
    tag: { name: 'Organisation settings', description: 'Branding, statuses, payment methods and integrations of the organisation, for owners.' },
    mount: mountIntegrationRoutes,
  },
  {
    tag: { name: 'Platform operators', description: 'Creating organisations, enabling plugins, inviting owners (platform operators only).' },
    mount: mountPlatformRoutes,
  },
];

export function mountRoutes(calls: CallRouter): void {
  for (const { tag, mount } of routeGroups) calls.group(tag, mount);
}
