/**
 * People who join an organisation by being shared with or invited: the user with an email, created
 * as a guest account (no password, a sign-in token for the mailed link) when there is none, and a
 * guest membership in the organisation when they have none there. Also the invitation mail.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMOUS_GUEST_EMAIL_DOMAIN, wordingOf, type Flag, type OrgRegistry } from '@configurator/core';
import { Tokens, type ServerSettings } from '../../di/tokens.ts';
import { MembershipSchema, UserSchema, type Membership, type Organisation, type ProductOrderRow, type User } from '../../db/entities/index.ts';
import { newToken } from '../../auth/tokens.ts';
import { issueUserToken } from '../../auth/user-tokens.ts';
import { Mailer } from '../../mail/mailer.ts';
import { renderInvitation } from '../../mail/invitation-mails.ts';
import { newMembershipValues } from '../membership-factory.ts';

export interface GuestAccount {
  user: User;
  membership: Membership;
  isNewUser: boolean;
  isNewMembership: boolean;
}

export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

@injectable()
export class GuestAccounts {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
    @inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** The user with this email and their membership of the organisation, made when missing (not flushed). */
  async findOrCreate(email: string, orgId: number, pricingIsHidden: Flag = 0): Promise<GuestAccount> {
    const existing = await this.em.findOne(UserSchema, { email });
    const user = existing ?? this.em.create(UserSchema, { email, passwordHash: null, firstName: '', lastName: '', appData: {} });
    if (!existing) await this.em.flush();
    const membership = existing ? await this.em.findOne(MembershipSchema, { userId: user.id, orgId }) : null;
    if (membership) return { user, membership, isNewUser: false, isNewMembership: false };
    const created = this.em.create(MembershipSchema, {
      ...newMembershipValues({ userId: user.id, orgId, role: 'guest' }),
      orgAccessEdgeData: { pricingIsHidden },
    });
    return { user, membership: created, isNewUser: !existing, isNewMembership: true };
  }

  /** A new anonymous guest (a person arriving by a share link without an account), made in `em` (a visit's transaction). */
  newAnonymousGuest(em: EntityManager = this.em): User {
    const token = newToken();
    return em.create(UserSchema, {
      email: `guest-${token.slice(0, 16).toLowerCase()}@${ANONYMOUS_GUEST_EMAIL_DOMAIN}`,
      passwordHash: null,
      firstName: 'Guest',
      lastName: '',
      appData: {},
    });
  }

  /**
   * The link a mail carries: to the order (or home) in the organisation, signing in people who have
   * no password with a sign-in token issued for this mail (the spec's userToken; stored hashed, so each
   * mail carries a fresh one).
   */
  async signInLink(user: User, orgId: number, order?: ProductOrderRow): Promise<string> {
    const path = order ? `/orders/${order.orgSpecificId}` : '/';
    const query = new URLSearchParams({ orgId: String(orgId) });
    if (!user.passwordHash) query.set('userToken', await issueUserToken(this.em, user.id));
    return `${this.settings.publicUrl}${path}?${query.toString()}`;
  }

  async mailOrderShared(input: { to: User; actor: User; org: Organisation; registry: OrgRegistry; order: ProductOrderRow; note: string }): Promise<void> {
    const mail = renderInvitation('orderShared', {
      orgTitle: input.org.title,
      order: wordingOf(input.registry).order,
      number: input.order.orgSpecificId,
      title: input.order.title,
      actorName: displayName(input.actor),
      note: input.note,
      link: await this.signInLink(input.to, input.org.id, input.order),
    });
    await this.mailer.deliver({ orgId: input.org.id, productOrderId: input.order.id, event: 'orderShared', to: [input.to.email], ...mail });
  }

  async mailGuestInvited(input: { to: User; actor: User; org: Organisation; registry: OrgRegistry }): Promise<void> {
    const mail = renderInvitation('guestInvited', {
      orgTitle: input.org.title,
      order: wordingOf(input.registry).order,
      actorName: displayName(input.actor),
      note: '',
      link: await this.signInLink(input.to, input.org.id),
    });
    await this.mailer.deliver({ orgId: input.org.id, productOrderId: null, event: 'guestInvited', to: [input.to.email], ...mail });
  }
}
