/** Share tokens: the role a token grants, a guest arriving by an order link, and generating the link. */
import { generateShareableLinkCall, getOrgRoleForTokenCall, handleGuestShareLinkCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { ShareService } from '../services/share-service.ts';
import { RateLimits } from '../http/rate-limits.ts';

export function mountShareRoutes(calls: CallRouter): void {
  calls
    // Looking a token up is guessing it: unknown tokens count like failed token sign-ins.
    .open(getOrgRoleForTokenCall, async ({ shareToken }, { resolve, viewer, ctx }) => ({
      data: { orgRole: await resolve(RateLimits).countFailures({ tokenSignIn: ctx.ip }, ctx, () => resolve(ShareService).orgRoleForToken(viewer, shareToken)) },
    }))
    // Every visit counts per address: an anonymous one creates a guest user.
    .open(handleGuestShareLinkCall, async ({ shareToken }, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('shareLinkVisit', ctx.ip, ctx);
      return { data: await resolve(ShareService).handleGuestShareLink(viewer, shareToken) };
    })
    .authed(generateShareableLinkCall, async ({ productOrderId }, { resolve, viewer }) => ({
      data: { shareableLink: await resolve(ShareService).shareableLink(viewer, productOrderId) },
    }));
}
