/**
 * Sign-in, sessions, organisation switching and share tokens. Guest mode is not here: it is local to
 * the browser (spec orders §4: "Local only, no call"); calls that the spec gives isGuestMode carry it.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId, varchar } from './fields.ts';
import { orgRole } from '../domain/roles.ts';
import { enabledPlugin, USER_APP_DATA_PRODUCT, userSettings } from '../domain/organisation.ts';
import { orgBranding } from '../domain/org-branding.ts';

export const sessionInfo = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string(), appData: z.record(z.string(), z.unknown()) }),
  /** The person's own organisation (spec orders §3), null when they have none. */
  personalOrgId: z.number().int().nullable(),
  /**
   * The server answers the real role, prevRole null: guest mode is the browser's own (role guest,
   * prevRole the real role), applied over this answer and remembered in the browser.
   */
  activeOrg: z.object({ id: z.number().int(), title: z.string(), role: orgRole, prevRole: orgRole.nullable() }),
  /** The active organisation's enabled plugins, in order: the web loads only these. */
  enabledPlugins: z.array(enabledPlugin),
  /** The active organisation's branding from its settings (over its plugins' wording and theme). */
  branding: orgBranding.optional(),
  orgs: z.array(z.object({ id: z.number().int(), title: z.string(), role: orgRole })),
  pricingIsHidden: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const signInCall = defineCall(
  '/auth/sign-in',
  z.object({ email: varchar().trim().toLowerCase().email('Enter a valid email address.'), password: z.string().min(1, 'Enter your password.').max(1000) }),
  dataOf(sessionInfo),
);
export const tokenSignInCall = defineCall('/auth/token-sign-in', z.object({ userToken: varchar().min(1) }), dataOf(sessionInfo));
export const signOutCall = defineCall('/auth/sign-out', z.object({}), dataOf(z.object({ signedOut: z.literal(true) })));
/** The current session, or null before anyone signed in: a normal answer (200), not an error the browser logs. */
export const getSessionCall = defineCall('/auth/session', z.object({}), dataOf(sessionInfo.nullable()));
export const switchOrgCall = defineCall('/auth/switch-org', z.object({ orgId: recordId() }), dataOf(sessionInfo));

/**
 * Persists the user's settings under appData.{product} (e.g. ordersPageSettings); objects are merged
 * key by key, so a patch names only what changed.
 */
export const updateUserAppDataCall = defineCall(
  '/api/user/update-app-data',
  z.object({ appData: z.object({ [USER_APP_DATA_PRODUCT]: userSettings.strict() }).strict() }),
  dataOf(z.object({ appData: z.record(z.string(), z.unknown()) })),
);
