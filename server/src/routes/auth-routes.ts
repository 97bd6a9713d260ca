/** Sign-in, sign-out, session, organisation switching, guest mode and the user's settings. */
import {
  getSessionCall, signInCall, signOutCall, switchOrgCall, tokenSignInCall, updateUserAppDataCall,
} from '@configurator/core';
import { AuthService } from '../auth/auth-service.ts';
import type { CallRouter } from '../http/call-router.ts';

export function mountAuthRoutes(calls: CallRouter): void {
  calls
    .open(signInCall, async ({ email, password }, { resolve }) => ({ data: await resolve(AuthService).signIn(email, password) }))
    .open(tokenSignInCall, async ({ userToken }, { resolve }) => ({ data: await resolve(AuthService).tokenSignIn(userToken) }))
    .open(signOutCall, async (_input, { resolve, viewer }) => {
      await resolve(AuthService).signOut(viewer);
      return { data: { signedOut: true as const } };
    })
    .open(getSessionCall, async (_input, { resolve, viewer }) => ({ data: viewer ? await resolve(AuthService).info(viewer) : null }))
    .authed(switchOrgCall, async ({ orgId }, { resolve, viewer }) => ({ data: await resolve(AuthService).switchOrg(viewer, orgId) }))
    .authed(updateUserAppDataCall, async ({ appData }, { resolve, viewer }) => ({
      data: { appData: await resolve(AuthService).updateAppData(viewer, appData) },
    }));
}
