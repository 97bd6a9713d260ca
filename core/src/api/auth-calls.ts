/** Sign-in, sessions, organisation switching, guest mode and share tokens. */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { orgRole } from '../domain/roles.ts';
import { enabledPlugin, USER_APP_DATA_PRODUCT, userSettings } from '../domain/organisation.ts';

export const sessionInfo = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string(), appData: z.record(z.string(), z.unknown()) }),
  activeOrg: z.object({ id: z.number().int(), title: z.string(), role: orgRole, prevRole: orgRole.nullable() }),
  /** The active organisation's enabled plugins, in order: the web loads only these. */
  enabledPlugins: z.array(enabledPlugin),
  orgs: z.array(z.object({ id: z.number().int(), title: z.string(), role: orgRole })),
  pricingIsHidden: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const signInCall = defineCall(
  '/auth/sign-in',
  z.object({ email: z.string().trim().toLowerCase().email('Enter a valid email address.'), password: z.string().min(1, 'Enter your password.') }),
  dataOf(sessionInfo),
);
export const tokenSignInCall = defineCall('/auth/token-sign-in', z.object({ userToken: z.string().min(1) }), dataOf(sessionInfo));
export const signOutCall = defineCall('/auth/sign-out', z.object({}), dataOf(z.object({ signedOut: z.literal(true) })));
/** The current session, or null before anyone signed in: a normal answer (200), not an error the browser logs. */
export const getSessionCall = defineCall('/auth/session', z.object({}), dataOf(sessionInfo.nullable()));
export const switchOrgCall = defineCall('/auth/switch-org', z.object({ orgId: z.number().int() }), dataOf(sessionInfo));
/** Guest mode: an owner or member acts as a guest, keeping the prior role; off restores it. */
export const setGuestModeCall = defineCall('/auth/guest-mode', z.object({ enabled: z.boolean() }), dataOf(sessionInfo));

/**
 * Persists the user's settings under appData.{product} (e.g. ordersPageSettings); objects are merged
 * key by key, so a patch names only what changed.
 */
export const updateUserAppDataCall = defineCall(
  '/api/user/update-app-data',
  z.object({ appData: z.object({ [USER_APP_DATA_PRODUCT]: userSettings.strict() }).strict() }),
  dataOf(z.object({ appData: z.record(z.string(), z.unknown()) })),
);
