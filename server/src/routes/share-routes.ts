/** Share tokens: the role a token grants, a guest arriving by an order link, and generating the link. */
import { generateShareableLinkCall, getOrgRoleForTokenCall, handleGuestShareLinkCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { ShareService } from '../services/share-service.ts';

export function mountShareRoutes(calls: CallRouter): void {
  calls
    .open(getOrgRoleForTokenCall, async ({ shareToken }, { resolve, viewer }) => ({
      data: { orgRole: await resolve(ShareService).orgRoleForToken(viewer, shareToken) },
    }))
    .open(handleGuestShareLinkCall, async ({ shareToken }, { resolve, viewer }) => ({
      data: await resolve(ShareService).handleGuestShareLink(viewer, shareToken),
    }))
    .authed(generateShareableLinkCall, async ({ productOrderId }, { resolve, viewer }) => ({
      // Interim until the hashed links land: the raw token is still answered each time.
      data: { shareableLink: await resolve(ShareService).shareableLink(viewer, productOrderId), hasShareableLink: true, shareableLinkCreated: null, pricingIsHidden: 0 as const },
    }));
}
