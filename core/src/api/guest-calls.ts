/**
 * Guest administration and user groups (spec catalogue §2 admin guests / user groups, §4, §7).
 * Owners only (403 for members, guests and guest mode); everything is scoped to the session's active
 * organisation (another organisation's ids answer 404). The push of a guest to an outside tool is a
 * call of the organisation package that has the tool (a plugin call contributed by that package).
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { flag } from '../domain/catalogue.ts';
import { emailAddress, guest, guestAppData, MONDAY_ITEM_ID_MAX, USER_GROUP_MEMBERS_MAX, USER_GROUP_TITLE_MAX, userGroup } from '../domain/sharing.ts';

const id = z.number().int().positive();
/** The spec sends 0/1; a boolean is accepted too. */
const flagInput = z.union([flag, z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1);

/** The organisation's guests, newest first (id descending). */
export const guestsDataCall = defineCall(
  '/api/configurator/get-configurator-guests-data',
  z.object({ userId: id.optional(), orgId: id }),
  dataOf(z.object({ guests: z.array(guest) })),
);

/**
 * Invites a person as a guest: a new user if the email has no account, and an invitation mail with a
 * sign-in link. Someone who is already a member of the organisation (any role) is refused with 409.
 */
export const inviteGuestCall = defineCall(
  '/orgs/invite-guest',
  z.object({ email: emailAddress, activeOrgId: id, pricingIsHidden: flagInput.default(0) }),
  dataOf(z.object({ guest })),
);

/**
 * Ends a guest's membership: their sessions in the organisation end at once; their orders stay with
 * the organisation. invitedUser is the guest's user id; userId (the caller) is read from the session.
 */
export const disinviteGuestCall = defineCall(
  '/orgs/disinvite-guest',
  z.object({ userId: id.optional(), invitedUser: id, orgId: id }),
  dataOf(z.object({ disinvitedUserId: z.number().int() })),
);

/**
 * Edits a guest (userId is the guest): either pricingIsHidden, or updateProps with appData.configurator
 * (discount percent, disableSalesTax) and/or integrationsData.monday.itemId. The discount is the
 * default discount of the guest's new orders; disableSalesTax is copied onto them.
 */
export const updateGuestDataCall = defineCall(
  '/orgs/update-guest-data',
  z
    .object({
      orgId: id,
      userId: id,
      pricingIsHidden: flagInput.optional(),
      updateProps: z
        .object({
          appData: z.object({ configurator: guestAppData.strict() }).strict().optional(),
          integrationsData: z
            .object({ monday: z.object({ itemId: z.string().trim().max(MONDAY_ITEM_ID_MAX).nullable() }).strict() })
            .strict()
            .optional(),
        })
        .strict()
        .optional(),
    })
    .refine((b) => (b.pricingIsHidden === undefined) !== (b.updateProps === undefined), {
      message: 'Send either pricingIsHidden or updateProps.',
      path: ['updateProps'],
    }),
  dataOf(z.object({ guest })),
);

/** User groups: the spec's generic get / create / update / destroy, as four calls. */
export const getUserGroupsCall = defineCall(
  '/api/resources/userGroup/get',
  z.object({ where: z.object({ orgId: id }) }),
  /** Newest first (id descending). */
  dataOf(z.object({ userGroups: z.array(userGroup) })),
);
export const createUserGroupCall = defineCall(
  '/api/resources/userGroup/create',
  z.object({
    props: z.object({
      orgId: id,
      title: z.string().trim().min(1, 'Enter User Group Title').max(USER_GROUP_TITLE_MAX),
      userIds: z.array(id).max(0).default([]),
    }),
  }),
  dataOf(z.object({ userGroup })),
);
/** Members are de-duplicated; each must be a guest of the organisation (422 otherwise). */
export const updateUserGroupCall = defineCall(
  '/api/resources/userGroup/update',
  z.object({
    id,
    props: z
      .object({ userIds: z.array(id).max(USER_GROUP_MEMBERS_MAX), title: z.string().trim().min(1).max(USER_GROUP_TITLE_MAX) })
      .partial()
      .strict(),
  }),
  dataOf(z.object({ userGroup })),
);
export const destroyUserGroupCall = defineCall('/api/resources/userGroup/destroy', z.object({ id }), dataOf(z.object({ id: z.number().int() })));
