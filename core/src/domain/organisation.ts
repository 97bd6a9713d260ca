/** Organisation settings (the spec's appData) and users. */
import { z } from 'zod';
import { orgBranding } from './org-branding.ts';
import { paymentMethodKeys } from '../rules/payment/payment-method-keys.ts';

export const enabledPlugin = z.object({ id: z.string(), settings: z.record(z.string(), z.unknown()).default({}) });
export type EnabledPlugin = z.infer<typeof enabledPlugin>;

export const statusTypes = ['orderStarted', 'submittedForApproval', 'payment', 'static', 'inProduction', 'shipped', 'delivered', 'afterSaleService'] as const;
export const statusDefinition = z.object({
  key: z.string(),
  type: z.enum(statusTypes),
  title: z.string(),
  description: z.string().default(''),
  stockedOrderTitle: z.string().optional(),
  stockedOrderDescription: z.string().optional(),
  isVisibleToGuest: z.boolean().default(true),
  isMilestone: z.boolean().default(false),
});
export type StatusDefinition = z.infer<typeof statusDefinition>;

export const paymentMethod = z.object({
  key: z.enum(paymentMethodKeys),
  title: z.string(),
  rank: z.number(),
  isHidden: z.boolean().default(false),
  isEmployeeOnly: z.boolean().default(false),
  disabled: z.boolean().default(false),
  isPreferred: z.boolean().default(false),
  props: z.record(z.string(), z.unknown()).default({}),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** An integration an owner connected through Manage: by which flow, when and by whom (disconnect removes it). */
export const integrationConnection = z.object({
  flow: z.string().max(100),
  connectedAt: z.string().max(40),
  connectedByUserId: z.number().int(),
});
export type IntegrationConnection = z.infer<typeof integrationConnection>;

/** appData.{product} of an organisation; the configurator is the one product here. */
export const organisationSettings = z.object({
  enabledPlugins: z.array(enabledPlugin).default([]),
  productOrderStatuses: z.array(statusDefinition).default([]),
  paymentMethods: z.array(paymentMethod).default([]),
  manualPaymentMessage: z.string().optional(),
  enabledIntegrations: z.array(z.string()).default([]),
  /** Integrations connected through Manage, by integration key. */
  integrationConnections: z.record(z.string().max(100), integrationConnection).default({}),
  /** Branding set in the database (platform console, owner's settings page): overrides the plugins' wording and theme. */
  branding: orgBranding.default({}),
});
export type OrganisationSettings = z.infer<typeof organisationSettings>;

export const ordersPageSettings = z.object({
  orderOwnerFilterValue: z.enum(['all', 'self']).optional(),
  archivedFilterValue: z.enum(['active', 'archived', 'all']).optional(),
  statusFilterValue: z.string().max(100).optional(),
  pageRowsFilterValue: z.number().int().min(1).max(1000).optional(),
  productCategoryFilterValue: z.union([z.literal('all'), z.number().int().min(-2_147_483_648).max(2_147_483_647)]).optional(),
  detailLevelFilterValue: z.enum(['basic', 'advanced']).optional(),
});

/**
 * The product a user's appData is keyed by (the spec's appData.{product}): one account may use
 * several products of the platform, each keeping its own settings under its own key.
 */
export const USER_APP_DATA_PRODUCT = 'configurator';

/** appData.{product} of a user. */
export const userSettings = z.object({
  cartIsVisible: z.boolean().optional(),
  dimensionsAreVisible: z.boolean().optional(),
  ordersPageSettings: ordersPageSettings.optional(),
  /** The order page's guided tour was finished or skipped: it no longer opens by itself. */
  orderPageTourIsDone: z.boolean().optional(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** A user's whole appData: each product's settings under its key (other products' keys are kept as they are). */
export const userAppData = z.object({ [USER_APP_DATA_PRODUCT]: userSettings.optional() });
export type UserAppData = z.infer<typeof userAppData>;

export const publicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;
