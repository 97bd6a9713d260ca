/** Guest administration and user groups (catalogue §7); a push to an outside tool is its organisation package's call. */
import {
  createUserGroupCall,
  destroyUserGroupCall,
  disinviteGuestCall,
  getUserGroupsCall,
  guestsDataCall,
  inviteGuestCall,
  updateGuestDataCall,
  updateUserGroupCall,
} from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { RateLimits } from '../http/rate-limits.ts';
import { GuestAdminService } from '../services/guests/guest-admin-service.ts';
import { UserGroupService } from '../services/guests/user-group-service.ts';

export function mountGuestRoutes(calls: CallRouter): void {
  calls
    .authed(guestsDataCall, async ({ orgId }, { resolve, viewer }) => ({ data: { guests: await resolve(GuestAdminService).list(viewer, orgId) } }))
    .authed(inviteGuestCall, async (input, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('invitation', viewer.userId, ctx);
      return { data: { guest: await resolve(GuestAdminService).invite(viewer, input) } };
    })
    .authed(disinviteGuestCall, async ({ orgId, invitedUser }, { resolve, viewer }) => {
      await resolve(GuestAdminService).disinvite(viewer, orgId, invitedUser);
      return { data: { disinvitedUserId: invitedUser } };
    })
    .authed(updateGuestDataCall, async ({ orgId, userId, ...change }, { resolve, viewer }) => ({
      data: { guest: await resolve(GuestAdminService).update(viewer, orgId, userId, change) },
    }))
    .authed(getUserGroupsCall, async ({ where }, { resolve, viewer }) => ({ data: { userGroups: await resolve(UserGroupService).list(viewer, where.orgId) } }))
    .authed(createUserGroupCall, async ({ props }, { resolve, viewer }) => ({ data: { userGroup: await resolve(UserGroupService).create(viewer, props) } }))
    .authed(updateUserGroupCall, async ({ id, props }, { resolve, viewer }) => ({
      data: { userGroup: await resolve(UserGroupService).update(viewer, id, props) },
    }))
    .authed(destroyUserGroupCall, async ({ id }, { resolve, viewer }) => {
      await resolve(UserGroupService).destroy(viewer, id);
      return { data: { id } };
    });
}
