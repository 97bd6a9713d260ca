/**
 * Sharing, guests and user groups (spec orders §3 "Involved user", catalogue §3 "guest", "userGroup").
 * Column lengths here are the database's, so a request cannot carry more than a row can hold.
 */
import { z } from 'zod';
import { messages } from '../rules/messages.ts';
import { flag } from './catalogue.ts';
import { orgRole } from './roles.ts';
import { involvedUser } from './order.ts';

/** RFC 5321's practical limit on an address; the user table's email column holds this much. */
export const EMAIL_MAX = 254;
export const USER_GROUP_TITLE_MAX = 200;
export const SHARE_NOTE_MAX = 2000;
/** One share sends at most this many pending collaborators (people and groups together). */
export const SHAREES_PER_SHARE_MAX = 50;
/** A user group holds at most this many members. */
export const USER_GROUP_MEMBERS_MAX = 1000;
export const MONDAY_ITEM_ID_MAX = 40;

/**
 * A person who opened a share link without an account gets a guest user of their own with an address
 * at this domain (.invalid: RFC 2606, never delivered). They cannot sign in again, so the app offers
 * them no Sign out and none of the order actions meant for people with an account (Duplicate, Archive).
 */
export { ANONYMOUS_GUEST_EMAIL_DOMAIN, isAnonymousGuest } from './anonymous-guest.ts';

/** An email typed into the share popup or the invite form: trimmed, lower case, and really an email. */
export const emailAddress = z.string().trim().toLowerCase().max(EMAIL_MAX).email(messages.invalidCollaborator);

/**
 * A person involved in an order as the share popup lists them (spec orders §3 "Involved user"):
 * id, email, name, rolesByOrgId and data {role, pricingIsHidden}. pricingIsHiddenByAccess: the
 * organisation's access data hides this person's prices, so the per-order toggle does not apply.
 */
export const involvedUserInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  rolesByOrgId: z.record(z.string(), orgRole),
  data: involvedUser,
  pricingIsHiddenByAccess: z.boolean(),
});
export type InvolvedUserInfo = z.infer<typeof involvedUserInfo>;
export const involvedUsersById = z.record(z.string(), involvedUserInfo);

/** The spec's guest appData.{product}: a percent discount and the sales-tax switch. */
export const guestAppData = z.object({
  discount: z
    .object({ type: z.literal('percent'), value: z.number().min(0).max(100) })
    .nullable()
    .optional(),
  disableSalesTax: flag.optional(),
});
export type GuestAppData = z.infer<typeof guestAppData>;

/**
 * A guest of the organisation (catalogue §3): id, email, firstName, lastName, created,
 * appData.{product}.discount / disableSalesTax, orgAccessEdgeData.{product}.pricingIsHidden and
 * integrationsData.monday.itemId. {product} is the configurator's key ('configurator').
 */
export const guest = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Stored UTC, 'YYYY-MM-DD HH:mm:ss'. */
  created: z.string(),
  appData: z.object({ configurator: guestAppData }),
  orgAccessEdgeData: z.object({ configurator: z.object({ pricingIsHidden: flag }) }),
  integrationsData: z.object({ monday: z.object({ itemId: z.string().nullable() }) }),
});
export type Guest = z.infer<typeof guest>;

/**
 * A guest's integrationsData in the shape above, from what the server keeps per outside tool (keyed
 * by tool, as the 'integrations' contributions are), so the server itself names no tool.
 */
export const guestIntegrationsDataOf = (stored: Readonly<Record<string, { itemId: string | null } | undefined>>): Guest['integrationsData'] => ({
  monday: { itemId: stored.monday?.itemId ?? null },
});

export const userGroup = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  title: z.string(),
  /** Guest ids, without duplicates, in the order they were added. */
  userIds: z.array(z.number().int()),
  created: z.string(),
});
export type UserGroup = z.infer<typeof userGroup>;
