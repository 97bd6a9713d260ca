/**
 * Share tokens (spec orders §6): an order's shareable link token lets a person in as a guest of the
 * order's organisation and a sharee of the order; a user's userToken (auth/user-tokens.ts) signs that user in.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionInfo } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { AuthService } from '../auth/auth-service.ts';
import { newToken } from '../auth/tokens.ts';
import { userForToken } from '../auth/user-tokens.ts';
import { MembershipSchema, ProductOrderSchema, UserSchema, type User } from '../db/entities/index.ts';
import { notFound } from '../http/errors.ts';
import { assertCanSeeOrder } from './access.ts';
import { newMembershipValues } from './membership-factory.ts';

/** The role answered for a user's own sign-in token: not an organisation role, so the web signs in with it. */
export const USER_TOKEN_ROLE = 'user';

@injectable()
export class ShareService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(AuthService) private readonly auth: AuthService,
  ) {}

  async orgRoleForToken(viewer: Viewer | null, shareToken: string): Promise<string> {
    const order = await this.em.findOne(ProductOrderSchema, { shareableLink: shareToken });
    if (order) {
      if (!viewer) return 'guest';
      const membership = await this.em.findOne(MembershipSchema, { userId: viewer.user.id, orgId: order.orgId });
      return membership?.role ?? 'guest';
    }
    if (await userForToken(this.em, shareToken)) return USER_TOKEN_ROLE;
    throw notFound('This link is not valid any more.');
  }

  /**
   * A person arriving by an order's share link: the signed-in user, or a new guest user, gets a guest
   * membership of the order's organisation if they have none, becomes a sharee of the order, and a
   * session in that organisation.
   */
  async handleGuestShareLink(viewer: Viewer | null, shareToken: string): Promise<{ productOrderOrgSpecificId: number; orgId: number; session: SessionInfo }> {
    const order = await this.em.findOne(ProductOrderSchema, { shareableLink: shareToken });
    if (!order) throw notFound('This link is not valid any more.');
    const user = viewer?.user ?? this.newGuestUser();
    await this.em.flush();
    const membership =
      (await this.em.findOne(MembershipSchema, { userId: user.id, orgId: order.orgId })) ??
      this.em.create(MembershipSchema, newMembershipValues({ userId: user.id, orgId: order.orgId, role: 'guest' }));
    const isEmployee = (membership.prevRole ?? membership.role) !== 'guest';
    if (!isEmployee && !(String(user.id) in order.involvedUsers)) {
      order.involvedUsers = { ...order.involvedUsers, [String(user.id)]: { role: 'sharee', pricingIsHidden: 0 } };
    }
    await this.em.flush();
    const session = await this.auth.startSession(user, order.orgId);
    return { productOrderOrgSpecificId: order.orgSpecificId, orgId: order.orgId, session };
  }

  async shareableLink(viewer: Viewer, productOrderId: number): Promise<string> {
    const order = assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id: productOrderId, orgId: viewer.org.id }));
    if (!order.shareableLink) {
      order.shareableLink = newToken();
      await this.em.flush();
    }
    return order.shareableLink;
  }

  private newGuestUser(): User {
    // A random address only: a guest signs in by the share link, never by a userToken of their own.
    const random = newToken();
    return this.em.create(UserSchema, {
      email: `guest-${random.slice(0, 12).toLowerCase()}@guests.invalid`,
      passwordHash: null,
      firstName: 'Guest',
      lastName: '',
      appData: {},
    });
  }
}
