/**
 * Share tokens (spec orders §6): an order's shareable link lets a person in as a guest of the order's
 * organisation and a sharee of the order; a user's userToken (auth/user-tokens.ts) signs that user in. Link tokens are
 * derived from the order and the link's version with a server secret (sharing/share-link-tokens.ts),
 * stored only as their SHA-256, and revoked by making a new link (which moves the version).
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate, type Flag, type SessionInfo } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { AuthService } from '../auth/auth-service.ts';
import { hashToken } from '../auth/tokens.ts';
import type { ShareGuestCookie } from '../auth/share-guest-cookie.ts';
import { MembershipSchema, ProductOrderSchema, ShareLinkSchema, type ProductOrderRow, type ShareLinkRow } from '../db/entities/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { assertCanSeeOrder, pricingHiddenFor } from './access.ts';
import { userForToken } from '../auth/user-tokens.ts';
import { GuestAccounts } from './sharing/guest-accounts.ts';
import { assertMayShare, mayShare } from './sharing/share-permissions.ts';
import { admitShareLinkVisitor } from './sharing/share-link-visit.ts';
import { expiredBefore, isExpired, mayReadLink } from './sharing/share-links.ts';
import { shareLinkToken } from './sharing/share-link-tokens.ts';

export { SHARE_LINK_TTL_DAYS } from './sharing/share-links.ts';

/** The role answered for a user's own sign-in token: not an organisation role, so the web signs in with it. */
export const USER_TOKEN_ROLE = 'user';
export const INVALID_LINK = 'This link is not valid any more.';

/**
 * The order link a token opens, or null for an unknown, revoked or expired token. A token from before
 * derived links (legacyTokenHash) still opens its order until the link is renewed or expires.
 */
export async function shareLinkFor(em: EntityManager, shareToken: string | undefined, now = new Date()): Promise<ShareLinkRow | null> {
  if (!shareToken) return null;
  const tokenHash = hashToken(shareToken);
  return em.findOne(ShareLinkSchema, { $or: [{ tokenHash }, { legacyTokenHash: tokenHash }], created: { $gt: expiredBefore(now) } });
}

@injectable()
export class ShareService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(AuthService) private readonly auth: AuthService,
    @inject(GuestAccounts) private readonly accounts: GuestAccounts,
  ) {}

  async orgRoleForToken(viewer: Viewer | null, shareToken: string): Promise<string> {
    const link = await shareLinkFor(this.em, shareToken);
    if (link) {
      if (!viewer) return 'guest';
      const membership = await this.em.findOne(MembershipSchema, { userId: viewer.userId, orgId: link.orgId });
      return membership ? (membership.prevRole ?? membership.role) : 'guest';
    }
    if (await userForToken(this.em, shareToken)) return USER_TOKEN_ROLE;
    throw notFound(INVALID_LINK);
  }

  /**
   * A person arriving by an order's share link: the signed-in user, else the guest this browser got
   * from this order's link before, else a new guest user, gets a guest membership of the order's
   * organisation if they have none, becomes a sharee of the order (prices hidden when the link hides
   * them), and a session in that organisation. Many may arrive at once: sharing/share-link-visit.ts.
   */
  async handleGuestShareLink(
    viewer: Viewer | null,
    shareToken: string,
    browser: ShareGuestCookie,
  ): Promise<{ productOrderOrgSpecificId: number; orgId: number; session: SessionInfo }> {
    const link = await shareLinkFor(this.em, shareToken);
    if (!link) throw notFound(INVALID_LINK);
    const admitted = await admitShareLinkVisitor(this.em, this.accounts, { link, user: viewer?.user ?? null, browserKey: () => browser.readOrCreate() });
    if (!admitted) throw notFound(INVALID_LINK);
    const { user, order } = admitted;
    const session = await this.auth.startSession(user, order.orgId);
    return { productOrderOrgSpecificId: order.orgSpecificId, orgId: order.orgId, session };
  }

  /**
   * The order's link: made on the first call, the same one on every later call (its token is derived
   * again, not stored); regenerate, or an expired link, moves the version, so the old token stops
   * working at once. pricingIsHidden never goes below the caller's own hiding; a person whose prices
   * are hidden is not answered a link that shows them (shareableLink null).
   */
  async shareableLink(viewer: Viewer, input: { productOrderId: number; regenerate: boolean; pricingIsHidden?: Flag }) {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: input.productOrderId, orgId: viewer.orgId }));
    assertMayShare(viewer, order, 'makeLink');
    const callerHidden: Flag = pricingHiddenFor(viewer, order) ? 1 : 0;
    if (input.pricingIsHidden === 0 && (callerHidden === 1 || !mayShare(viewer, order, 'choosePricing'))) {
      assertMayShare(viewer, order, 'choosePricing');
      throw forbidden('Your prices are hidden, so a link you make hides them too.');
    }
    const pricingIsHidden: Flag = callerHidden === 1 ? 1 : (input.pricingIsHidden ?? 0);
    const existing = await this.em.findOne(ShareLinkSchema, { productOrderId: order.id });
    if (input.regenerate && existing) assertMayShare(viewer, order, 'renewLink');
    const link = existing ?? (await this.firstLink(viewer, order, pricingIsHidden));
    if (existing && (input.regenerate || isExpired(existing))) {
      // The row stays (its version only grows), so no token of a revoked version can ever match again.
      Object.assign(existing, {
        version: existing.version + 1,
        legacyTokenHash: null,
        pricingIsHidden,
        createdByUserId: viewer.userId,
        created: toStoredDate(),
      });
    } else if (existing && input.pricingIsHidden !== undefined) {
      existing.pricingIsHidden = pricingIsHidden;
    }
    const token = await shareLinkToken(this.em, link);
    link.tokenHash = hashToken(token);
    await this.em.flush();
    return {
      shareableLink: mayReadLink(viewer, order, link) ? token : null,
      hasShareableLink: true,
      shareableLinkCreated: link.created,
      pricingIsHidden: link.pricingIsHidden,
    };
  }

  /**
   * The order's first link. Two people (or two tabs) asking at once both get the one link: the row is
   * inserted only if none exists (on conflict do nothing), then read.
   */
  private async firstLink(viewer: Viewer, order: ProductOrderRow, pricingIsHidden: Flag): Promise<ShareLinkRow> {
    await this.em.getConnection().execute(
      `insert into share_link (org_id, product_order_id, version, pricing_is_hidden, created_by_user_id, created) values (?, ?, 1, ?, ?, ?)
       on conflict (product_order_id) do nothing`,
      [order.orgId, order.id, pricingIsHidden, viewer.userId, toStoredDate()],
      'run',
      this.em.getTransactionContext(),
    );
    return this.em.findOneOrFail(ShareLinkSchema, { productOrderId: order.id });
  }
}
