/**
 * The platform console's calls (/platform): platform operators sign in with their own session, create
 * organisations, invite each one's first owner, enable and configure its plugins in order, and see
 * every organisation's plugins and health. Only operators pass (403 for anyone else, 401 without a
 * platform session); every change is audited.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId, varchar } from './fields.ts';
import { BRANDING_LIMITS, orgBranding } from '../domain/org-branding.ts';
import { enabledPlugin } from '../domain/organisation.ts';

/** A plugin id as installed packages name them ('keypads', 'org-2001'). */
export const pluginId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use a plugin id like keypads.');
/** A plugin's settings as the console sends them: checked against the plugin's own schema on the server. */
const pluginSettings = z.record(z.string().max(100), z.unknown()).refine((v) => JSON.stringify(v).length <= 20_000, 'Settings are too large.');

export const platformOperator = z.object({ userId: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() });

export const platformSignInCall = defineCall(
  '/platform/auth/sign-in',
  z.object({ email: varchar().trim().toLowerCase().email('Enter a valid email address.'), password: z.string().min(1, 'Enter your password.').max(1000) }),
  dataOf(platformOperator),
);
/** The operator signed in to the console, or null. */
export const platformSessionCall = defineCall('/platform/auth/session', z.object({}), dataOf(platformOperator.nullable()));
export const platformSignOutCall = defineCall('/platform/auth/sign-out', z.object({}), dataOf(z.object({ signedOut: z.literal(true) })));

export const installedPluginInfo = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['plugin', 'org']),
  /** The plugin's settings as JSON Schema (z.toJSONSchema of its zod schema): the console builds its form from it. */
  settingsJsonSchema: z.record(z.string(), z.unknown()),
});
export const listInstalledPluginsCall = defineCall('/platform/plugins/list', z.object({}), dataOf(z.object({ plugins: z.array(installedPluginInfo) })));

export const organisationHealth = z.object({
  /** The organisation's plugins resolve (installed, settings valid, no conflicting contributions). */
  ok: z.boolean(),
  problems: z.array(z.string()),
});

export const platformOrganisation = z.object({
  id: z.number().int(),
  title: z.string(),
  branding: orgBranding,
  enabledPlugins: z.array(enabledPlugin),
  owners: z.array(z.object({ userId: z.number().int(), email: z.string() })),
  health: organisationHealth,
  created: z.string(),
});
export type PlatformOrganisation = z.infer<typeof platformOrganisation>;

export const listPlatformOrganisationsCall = defineCall(
  '/platform/organisations/list',
  z.object({}),
  dataOf(z.object({ organisations: z.array(platformOrganisation) })),
);

/** What the console asks when it creates an organisation. */
export const newOrganisation = z.object({
  title: z.string().trim().min(1, "Enter the organisation's name.").max(255),
  productName: z.string().trim().min(1, "Enter the product's name.").max(BRANDING_LIMITS.productName),
  isArchitectural: z.boolean().default(false),
  isEmployeeOnly: z.boolean().default(false),
});

export const createOrganisationCall = defineCall('/platform/organisations/create', newOrganisation, dataOf(z.object({ organisation: platformOrganisation })));

/** Changes the organisation's own facts (the CLI's 'set'). */
export const updateOrganisationCall = defineCall(
  '/platform/organisations/update',
  z.object({
    orgId: recordId(),
    title: newOrganisation.shape.title.optional(),
    productName: newOrganisation.shape.productName.optional(),
    isArchitectural: z.boolean().optional(),
    isEmployeeOnly: z.boolean().optional(),
  }),
  dataOf(z.object({ organisation: platformOrganisation })),
);

/** Invites the organisation's first (or another) owner by mail with a sign-in link; an existing account is made owner. */
export const inviteOwnerCall = defineCall(
  '/platform/organisations/invite-owner',
  z.object({
    orgId: recordId(),
    email: varchar().trim().toLowerCase().email('Enter a valid email address.'),
    firstName: varchar(100).trim().default(''),
    lastName: varchar(100).trim().default(''),
  }),
  dataOf(z.object({ organisation: platformOrganisation })),
);

/**
 * Enables a plugin (at the end, or at position) with its settings, or replaces the settings of one
 * already enabled. Settings the plugin's schema refuses answer 400 with each field named.
 */
export const enablePluginCall = defineCall(
  '/platform/organisations/enable-plugin',
  z.object({ orgId: recordId(), pluginId, settings: pluginSettings.default({}), position: z.number().int().min(0).max(100).optional() }),
  dataOf(z.object({ organisation: platformOrganisation })),
);

export const disablePluginCall = defineCall(
  '/platform/organisations/disable-plugin',
  z.object({ orgId: recordId(), pluginId }),
  dataOf(z.object({ organisation: platformOrganisation })),
);

export const platformAuditEntry = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  via: z.string(),
  orgId: z.number().int().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  created: z.string(),
});

export const listPlatformAuditCall = defineCall(
  '/platform/audit',
  z.object({ orgId: recordId().optional(), limit: z.number().int().min(1).max(500).default(100) }),
  dataOf(z.object({ entries: z.array(platformAuditEntry) })),
);
