/**
 * What a visit of an order's share link writes (spec orders §7), safe when many people open one link
 * at once (issue 32 item 4). Everything — the anonymous guest, the browser's key for it, the guest
 * membership, the order's sharee entry — is one transaction that first locks the order's row: visits
 * of one link take turns for a few milliseconds instead of racing on the order's version (which made
 * all but one a 409 'Someone else changed this record' and left their guest users behind), and a
 * failed visit rolls back whole, so it never leaves a user without an organisation. The browser's
 * guest is found by its unique key (browser key hash, order) after the lock, so one browser's
 * simultaneous visits make one guest; the membership is an upsert on its unique (user, organisation)
 * key, as visits of different orders of one organisation do not share a lock.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Flag } from '@configurator/core';
import {
  MembershipSchema,
  ShareLinkGuestSchema,
  UserSchema,
  type Membership,
  type ProductOrderRow,
  type ShareLinkRow,
  type User,
} from '../../db/entities/index.ts';
import { retryingTransaction } from '../../db/retrying-transaction.ts';
import { hashToken } from '../../auth/tokens.ts';
import { lockOrder } from '../order-repricing.ts';
import { newMembershipValues } from '../membership-factory.ts';
import type { GuestAccounts } from './guest-accounts.ts';

export interface ShareLinkVisit {
  link: ShareLinkRow;
  /** The signed-in person, if any; else the browser's key (its cookie) finds or makes its guest. */
  user: User | null;
  browserKey: () => string;
}

/** The visitor (signed-in, known to this browser, or new) made a guest of the organisation and a sharee of the order; null when the order is gone. */
export async function admitShareLinkVisitor(
  em: EntityManager,
  accounts: GuestAccounts,
  visit: ShareLinkVisit,
): Promise<{ user: User; order: ProductOrderRow } | null> {
  const { link } = visit;
  // The cookie is set before the transaction: a retried attempt uses the same key.
  const browserKeyHash = visit.user ? null : hashToken(visit.browserKey());
  return retryingTransaction(em, async (tx) => {
    const order = await lockOrder(tx, { id: link.productOrderId, orgId: link.orgId });
    if (!order) return null;
    const user = visit.user ?? (await guestOfBrowser(tx, accounts, browserKeyHash!, order));
    // A person who joins the organisation through a link that hides prices has them hidden in the
    // organisation too: otherwise a new order of their own would show them the catalogue's prices.
    const membership = await guestMembership(tx, user.id, order.orgId, link.pricingIsHidden);
    const isEmployee = (membership.prevRole ?? membership.role) !== 'guest';
    if (!isEmployee && !(String(user.id) in order.involvedUsers) && order.userId !== user.id) {
      order.involvedUsers = { ...order.involvedUsers, [String(user.id)]: { role: 'sharee', pricingIsHidden: link.pricingIsHidden } };
    }
    await tx.flush();
    return { user, order };
  });
}

/** The guest this browser got from this order's link before, else a new one (the order is locked: no other visit of it runs now). */
async function guestOfBrowser(tx: EntityManager, accounts: GuestAccounts, browserKeyHash: string, order: ProductOrderRow): Promise<User> {
  const known = await tx.findOne(ShareLinkGuestSchema, { browserKeyHash, productOrderId: order.id });
  const user = known ? await tx.findOne(UserSchema, { id: known.userId }) : null;
  if (user) return user;
  const guest = accounts.newAnonymousGuest(tx);
  await tx.flush();
  tx.create(ShareLinkGuestSchema, { browserKeyHash, productOrderId: order.id, userId: guest.id });
  return guest;
}

/** The person's membership of the organisation, a guest one made when missing (insert, or the one a simultaneous visit made first). */
async function guestMembership(tx: EntityManager, userId: number, orgId: number, pricingIsHidden: Flag): Promise<Membership> {
  const existing = await tx.findOne(MembershipSchema, { userId, orgId });
  if (existing) return existing;
  try {
    // A savepoint: a conflict on (user, organisation) undoes only this insert.
    await tx.transactional(async (inner) => {
      inner.create(MembershipSchema, { ...newMembershipValues({ userId, orgId, role: 'guest' }), orgAccessEdgeData: { pricingIsHidden } });
      await inner.flush();
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  return tx.findOneOrFail(MembershipSchema, { userId, orgId }, { refresh: true });
}
