/** Share tokens and the share popup's calls (spec orders §7). */
import {
  addShareeCall,
  generateShareableLinkCall,
  getInvolvedUsersCall,
  getOrCreateShareeCall,
  getOrgRoleForTokenCall,
  getShareSuggestionsCall,
  handleGuestShareLinkCall,
  removeShareeCall,
  shareCall,
  updateInvolvedUsersDataCall,
} from '@configurator/core';
import type { Context } from 'koa';
import type { CallRouter } from '../http/call-router.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ShareGuestCookie } from '../auth/share-guest-cookie.ts';
import { ShareService } from '../services/share-service.ts';
import { ShareeService } from '../services/sharing/sharee-service.ts';
import { orderForViewer } from '../services/serializers.ts';
import { pricingHiddenFor } from '../services/access.ts';
import { RateLimits } from '../http/rate-limits.ts';

/** Sharing mails people (and may make accounts): counted like invitations, per sharer. */
const limitInvitations = (limits: RateLimits, viewer: Viewer, ctx: Context) => limits.consume('invitation', viewer.userId, ctx);

export function mountShareRoutes(calls: CallRouter): void {
  calls
    // Looking a token up is guessing it: unknown tokens count like failed token sign-ins.
    .open(getOrgRoleForTokenCall, async ({ shareToken }, { resolve, viewer, ctx }) => ({
      data: { orgRole: await resolve(RateLimits).countFailures({ tokenSignIn: ctx.ip }, ctx, () => resolve(ShareService).orgRoleForToken(viewer, shareToken)) },
    }))
    // Every visit counts per address: an anonymous one creates a guest user.
    .open(handleGuestShareLinkCall, async ({ shareToken }, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('shareLinkVisit', ctx.ip, ctx);
      return { data: await resolve(ShareService).handleGuestShareLink(viewer, shareToken, new ShareGuestCookie(ctx)) };
    })
    .authed(generateShareableLinkCall, async (input, { resolve, viewer }) => ({
      data: await resolve(ShareService).shareableLink(viewer, input),
    }))
    .authed(getInvolvedUsersCall, async ({ orgId, productOrderOrgSpecificId }, { resolve, viewer }) => {
      const sharees = resolve(ShareeService);
      const order = await sharees.orderByOrgSpecificId(viewer, orgId, productOrderOrgSpecificId);
      return { data: { involvedUsersById: await sharees.involvedUsersById(order) } };
    })
    .authed(getShareSuggestionsCall, async ({ orgId, productOrderOrgSpecificId, searchTerm }, { resolve, viewer }) => {
      const sharees = resolve(ShareeService);
      const order = await sharees.orderByOrgSpecificId(viewer, orgId, productOrderOrgSpecificId);
      return { data: await sharees.suggestions(viewer, order, searchTerm) };
    })
    .authed(shareCall, async ({ orgId, productOrderOrgSpecificId, sharees: pending, shareNote }, { resolve, viewer, ctx }) => {
      await limitInvitations(resolve(RateLimits), viewer, ctx);
      const sharees = resolve(ShareeService);
      const order = await sharees.orderByOrgSpecificId(viewer, orgId, productOrderOrgSpecificId);
      await sharees.share(viewer, order, pending, shareNote);
      return { data: { involvedUsersById: await sharees.involvedUsersById(order) } };
    })
    .authed(addShareeCall, async ({ productOrderId, shareeEmail }, { resolve, viewer, ctx }) => {
      await limitInvitations(resolve(RateLimits), viewer, ctx);
      const sharees = resolve(ShareeService);
      const order = await sharees.orderById(viewer, productOrderId);
      await sharees.share(viewer, order, [{ email: shareeEmail }], '');
      return { data: { involvedUsersById: await sharees.involvedUsersById(order) } };
    })
    .authed(getOrCreateShareeCall, async ({ productOrderId, shareeEmail }, { resolve, viewer, ctx }) => {
      await limitInvitations(resolve(RateLimits), viewer, ctx);
      const sharees = resolve(ShareeService);
      const order = await sharees.orderById(viewer, productOrderId);
      return { data: { sharee: await sharees.getOrCreateSharee(viewer, order, shareeEmail) } };
    })
    .authed(removeShareeCall, async ({ orgId, productOrderOrgSpecificId, shareeEmail }, { resolve, viewer }) => {
      const sharees = resolve(ShareeService);
      const order = await sharees.orderByOrgSpecificId(viewer, orgId, productOrderOrgSpecificId);
      await sharees.removeSharee(viewer, order, shareeEmail);
      return { data: { productOrder: orderForViewer(order, pricingHiddenFor(viewer, order)), involvedUsersById: await sharees.involvedUsersById(order) } };
    })
    .authed(updateInvolvedUsersDataCall, async ({ orgId, productOrderOrgSpecificId, shareeId, pricingIsHidden }, { resolve, viewer }) => {
      const sharees = resolve(ShareeService);
      const order = await sharees.orderByOrgSpecificId(viewer, orgId, productOrderOrgSpecificId);
      return { data: { involvedUsers: await sharees.setPricingHidden(viewer, order, shareeId, pricingIsHidden) } };
    });
}
