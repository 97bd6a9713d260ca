/**
 * Sharing an order (spec orders §2 share popup, §4, §6, §7): share tokens, involved users, sharees and
 * per-person price hiding. Who may do what is one table on the server (share-permissions); refusals are
 * 4xx with a message and change nothing: 400 bad input (an email that is not one), 403 a role that may
 * not, 404 an order the caller cannot see (or of another organisation), 422 a rule (the owner entry
 * cannot be removed; prices hidden by the organisation's access data cannot be toggled per order).
 */
import { z } from 'zod';
import { messages } from '../rules/messages.ts';
import { defineCall, dataOf } from './define-call.ts';
import { sessionInfo } from './auth-calls.ts';
import { orderForViewer } from './pricing-visibility.ts';
import { flag } from '../domain/catalogue.ts';
import { involvedUsers } from '../domain/order.ts';
import { publicUser } from '../domain/organisation.ts';
import { emailAddress, involvedUsersById, SHARE_NOTE_MAX, SHAREES_PER_SHARE_MAX } from '../domain/sharing.ts';

const id = z.number().int().positive();
/** A share token as it travels in a link: base64url, 22 to 64 characters. */
export const shareToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid any more.');

/**
 * owner, member or guest: the caller's role in the organisation of the order the share token opens
 * (guest for someone with no membership yet: the web then calls handle-guest-share-link). Any other
 * answer ('user') means the token is a user's sign-in token: the web signs in with it (token-sign-in).
 * A revoked or unknown token is 404 'This link is not valid any more.'
 */
export const getOrgRoleForTokenCall = defineCall(
  '/configurator/get-org-role-for-token',
  z.object({ shareToken: z.string().min(1).max(128) }),
  dataOf(z.object({ orgRole: z.string() })),
);

/**
 * A person arriving by an order's share link: the signed-in user, or else the guest this browser got
 * for this link before (a cookie remembers it), or else a new guest user, becomes a guest of the
 * order's organisation and a sharee of the order, and gets a session there. The sharee's prices are
 * hidden when the link hides them (see generate-shareable-link).
 */
export const handleGuestShareLinkCall = defineCall(
  '/configurator/product-order/handle-guest-share-link',
  z.object({ shareToken }),
  dataOf(z.object({ productOrderOrgSpecificId: z.number().int(), orgId: z.number().int(), session: sessionInfo })),
);

/**
 * The order's share link (spec orders §7: data.shareableLink). The token is derived, not stored: an
 * HMAC of the order and the link's version with a server secret (only its hash is kept, to find the
 * order), so every call answers the same link and the order carries it as shareableLink. The first call
 * makes the link; regenerate moves the version, so the link answered before stops working at once
 * (links already sent included): only the order owner or an employee may (403). An expired link is
 * replaced by the next call. pricingIsHidden: whether people arriving by the link see prices; only the
 * order owner or an employee may choose 0, and never below their own hiding (a person whose prices are
 * hidden cannot make a link that shows them, and is answered shareableLink null for one that does).
 * Default: the caller's own hiding. The link is /orders/{orgSpecificId}?shareToken={shareableLink}.
 */
export const generateShareableLinkCall = defineCall(
  '/configurator/product-order/generate-shareable-link',
  z.object({ productOrderId: id, regenerate: z.boolean().default(false), pricingIsHidden: flag.optional() }),
  dataOf(
    z.object({
      shareableLink: z.string().nullable(),
      hasShareableLink: z.boolean(),
      /** When the current link was made (UTC 'YYYY-MM-DD HH:mm:ss'), null without one. */
      shareableLinkCreated: z.string().nullable(),
      pricingIsHidden: flag,
    }),
  ),
);

/** Everyone involved in the order (the owner entry and the sharees), keyed by user id. */
export const getInvolvedUsersCall = defineCall(
  '/configurator/product-order/get-involved-users',
  z.object({ productOrderOrgSpecificId: id, orgId: id }),
  dataOf(z.object({ involvedUsersById })),
);

/**
 * Share popup suggestions (spec orders §5): the organisation's users whose role is not left or
 * disabled, minus the order's involved users and the caller; searchTerm matches email or name.
 * userGroups: the organisation's user groups (employees only; empty for guests).
 */
export const getShareSuggestionsCall = defineCall(
  '/configurator/product-order/get-share-suggestions',
  z.object({ productOrderOrgSpecificId: id, orgId: id, searchTerm: z.string().max(254).default('') }),
  dataOf(
    z.object({
      users: z.array(publicUser).max(50),
      userGroups: z.array(z.object({ id: z.number().int(), title: z.string(), memberCount: z.number().int() })),
    }),
  ),
);

/** One pending collaborator: a typed email, a suggested user, or a user group (all its members). */
export const pendingSharee = z.union([z.object({ email: emailAddress }).strict(), z.object({ userId: id }).strict(), z.object({ userGroupId: id }).strict()]);
export type PendingSharee = z.infer<typeof pendingSharee>;

/**
 * Share sends the pending list: each person becomes a sharee (an email without an account becomes a
 * guest user of the organisation, see get-or-create-sharee) and gets a mail with the optional note and
 * a sign-in link to the order. Guests and employees may share; guest mode too (it is a guest).
 */
export const shareCall = defineCall(
  '/configurator/product-order/share',
  z.object({
    sharees: z.array(pendingSharee).min(1, messages.invalidCollaborator).max(SHAREES_PER_SHARE_MAX),
    productOrderOrgSpecificId: id,
    shareNote: z.string().max(SHARE_NOTE_MAX).default(''),
    orgId: id,
  }),
  dataOf(z.object({ involvedUsersById })),
);

/** Adds one person (by email) as a sharee without a note; same rules as share. */
export const addShareeCall = defineCall(
  '/configurator/product-order/add-sharee',
  z.object({ productOrderId: id, shareeEmail: emailAddress }),
  dataOf(z.object({ involvedUsersById })),
);

/**
 * The user with this email, made a guest of the order's organisation if they have no membership
 * there; a new account is a guest user who gets an invitation mail with a sign-in link to the order.
 * It does not add them to the order (share and add-sharee do).
 */
export const getOrCreateShareeCall = defineCall(
  '/configurator/product-order/get-or-create-sharee',
  z.object({ productOrderId: id, shareeEmail: emailAddress }),
  dataOf(z.object({ sharee: publicUser.extend({ isNewUser: z.boolean() }) })),
);

/** Removes a sharee; the owner entry cannot be removed (422). Guests, employees and guest mode may remove. */
export const removeShareeCall = defineCall(
  '/configurator/product-order/remove-sharee',
  z.object({ productOrderOrgSpecificId: id, shareeEmail: emailAddress, orgId: id }),
  dataOf(z.object({ productOrder: orderForViewer, involvedUsersById })),
);

/**
 * Per-person price hiding on this order: the order owner or an employee may toggle it (403 otherwise),
 * not for a person whose prices the organisation's access data hides (422).
 */
export const updateInvolvedUsersDataCall = defineCall(
  '/configurator/product-order/update-involved-users-data',
  z.object({ orgId: id, shareeId: id, productOrderOrgSpecificId: id, pricingIsHidden: flag }),
  dataOf(z.object({ involvedUsers })),
);
