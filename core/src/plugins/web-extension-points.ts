/**
 * Web extension points: what a plugin's web entry (src/web.tsx) adds to the screens. Loaded lazily
 * with the organisation's plugins, like every web contribution; the components are the web app's
 * (React function components), typed here as functions of their props so core stays free of UI code.
 * Each receives `callApi`, the app's way to make a call (the plugin's own calls included), so a
 * plugin's screen needs nothing of the app's source.
 */
import { defineExtensionPoint } from './extension-point.ts';
import type { ApiCall } from '../api/define-call.ts';
import type { Guest } from '../domain/sharing.ts';
import type { OrgRole } from '../domain/roles.ts';
import type { z } from 'zod';

/** Makes one call as the signed-in viewer and answers its data; rejects with the server's message on a refusal. */
export type CallApi = <Req extends z.ZodType, Data extends z.ZodType>(
  call: ApiCall<Req, z.ZodObject<{ data: Data }>>,
  body: z.input<Req>,
) => Promise<z.output<Data>>;

/** Who looks at a screen, as a contribution may need to know. */
export interface WebViewer {
  userId: number;
  orgId: number;
  role: OrgRole;
  isEmployee: boolean;
}

/** A panel on the order page, under the order's items (e.g. a checklist, a site survey). */
export interface OrderPagePanel {
  title: string;
  /** Shown to staff only, or to everyone who sees the order. */
  shownTo: 'employee' | 'everyone';
  Panel: (props: {
    order: { id: number; orgId: number; orgSpecificId: number; lastCompletedStatusKey: string | null };
    viewer: WebViewer;
    settings: Record<string, unknown>;
    callApi: CallApi;
  }) => unknown;
}

/** An admin page for a plugin's settings or data, at /admin/plugins/<key>, listed in the admin menu (owners). */
export interface AdminPage {
  /** The menu entry and the page's heading. */
  title: string;
  Page: (props: { viewer: WebViewer; settings: Record<string, unknown>; callApi: CallApi }) => unknown;
}

/** A section of the home page, after its category tiles. */
export interface PluginHomeSection {
  title: string;
  Section: (props: { viewer: WebViewer; settings: Record<string, unknown>; callApi: CallApi }) => unknown;
}

/** A column of the admin guests table (e.g. an outside tool's item id with its push button). */
export interface GuestRowColumn {
  header: string;
  Cell: (props: { guest: Guest; orgId: number; settings: Record<string, unknown>; callApi: CallApi; onGuestChanged: (guest: Guest) => void }) => unknown;
}

export const orderPagePanelsPoint = defineExtensionPoint<OrderPagePanel>('order-page-panels', 'multiple', 'web', 'Panels on the order page, under its items');
export const adminPagesPoint = defineExtensionPoint<AdminPage>(
  'admin-pages',
  'keyed',
  'web',
  "Admin pages of a plugin (its settings or data), keyed by the page's path under /admin/plugins/",
);
export const homeSectionsPoint = defineExtensionPoint<PluginHomeSection>(
  'home-sections',
  'multiple',
  'web',
  'Sections of the home page, after its category tiles',
);
export const guestRowColumnsPoint = defineExtensionPoint<GuestRowColumn>(
  'guest-row-columns',
  'multiple',
  'web',
  "Columns of the admin guests table (e.g. a task tool's item id and its push)",
);
