/**
 * The share popup's calls (spec orders §2, §4, §6): involved users, sharing with people, emails and
 * user groups, removing a sharee and per-person price hiding. Every order is looked up in the caller's
 * active organisation and must be visible to them (404 otherwise); who may do what is share-permissions.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages, type Flag, type InvolvedUserInfo, type InvolvedUsers, type PendingSharee, type PublicUser } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { MembershipSchema, ProductOrderSchema, UserGroupSchema, UserSchema, type ProductOrderRow, type User } from '../../db/entities/index.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { assertActiveOrg, assertCanSeeOrder, pricingHiddenFor } from '../access.ts';
import { displayName, GuestAccounts } from './guest-accounts.ts';
import { assertMayShare } from './share-permissions.ts';

export const shareMessages = {
  invalidSharee: messages.invalidCollaborator,
  ownerCannotBeRemoved: 'The order owner cannot be removed.',
  notACollaborator: 'That person is not a collaborator on this order.',
  hiddenByAccess: "This person's prices are hidden by the organisation's access settings.",
  ownerPricing: "The order owner's prices cannot be hidden on the order.",
} as const;

const SUGGESTIONS_MAX = 50;

@injectable()
export class ShareeService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(GuestAccounts) private readonly accounts: GuestAccounts,
  ) {}

  async orderByOrgSpecificId(viewer: Viewer, orgId: number, orgSpecificId: number): Promise<ProductOrderRow> {
    assertActiveOrg(viewer, orgId);
    return assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { orgId: viewer.orgId, orgSpecificId }));
  }

  async orderById(viewer: Viewer, id: number): Promise<ProductOrderRow> {
    return assertCanSeeOrder(viewer, await this.em.findOne(ProductOrderSchema, { id, orgId: viewer.orgId }));
  }

  /** The owner and every sharee, keyed by user id. */
  async involvedUsersById(order: ProductOrderRow): Promise<Record<string, InvolvedUserInfo>> {
    const entries: InvolvedUsers = { ...order.involvedUsers, [String(order.userId)]: { role: 'owner', pricingIsHidden: 0 } };
    const ids = Object.keys(entries).map(Number);
    const users = await this.em.find(UserSchema, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    const memberships = await this.em.find(MembershipSchema, { userId: { $in: ids } });
    const result: Record<string, InvolvedUserInfo> = {};
    for (const user of users) {
      const own = memberships.filter((m) => m.userId === user.id);
      result[String(user.id)] = {
        id: user.id,
        email: user.email,
        name: displayName(user),
        rolesByOrgId: Object.fromEntries(own.map((m) => [String(m.orgId), m.prevRole ?? m.role])),
        data: entries[String(user.id)]!,
        pricingIsHiddenByAccess: own.some((m) => m.orgId === order.orgId && m.orgAccessEdgeData.pricingIsHidden === 1),
      };
    }
    return result;
  }

  /** Organisation users to suggest (not involved, not the caller), and, for staff, the user groups. */
  async suggestions(viewer: Viewer, order: ProductOrderRow, searchTerm: string) {
    const excluded = new Set([order.userId, viewer.userId, ...Object.keys(order.involvedUsers).map(Number)]);
    const memberships = await this.em.find(MembershipSchema, { orgId: order.orgId }, { fields: ['userId'] });
    const term = searchTerm.trim().toLowerCase();
    const users = await this.em.find(
      UserSchema,
      { id: { $in: memberships.map((m) => m.userId).filter((id) => !excluded.has(id)) } },
      { orderBy: { email: 'asc' } },
    );
    const matching = users
      .filter((u) => !term || u.email.includes(term) || displayName(u).toLowerCase().includes(term))
      .slice(0, SUGGESTIONS_MAX)
      .map((u): PublicUser => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName }));
    const groups = viewer.isEmployee ? await this.em.find(UserGroupSchema, { orgId: order.orgId }, { orderBy: { id: 'desc' } }) : [];
    return { users: matching, userGroups: groups.map((g) => ({ id: g.id, title: g.title, memberCount: g.userIds.length })) };
  }

  /**
   * Adds the pending people as sharees and mails each newly added one. A new sharee sees prices unless
   * the sharer's own are hidden: sharing never shows more than the sharer sees.
   */
  async share(viewer: Viewer, order: ProductOrderRow, sharees: PendingSharee[], note: string): Promise<void> {
    assertMayShare(viewer, order, 'share');
    if (sharees.some((s) => 'userGroupId' in s)) assertMayShare(viewer, order, 'shareWithGroup');
    const pricingIsHidden: Flag = pricingHiddenFor(viewer, order) ? 1 : 0;
    const people = new Map<number, User>();
    // Known people and groups are checked before any account is made, so a refusal changes nothing.
    const byEmailLast = [...sharees].sort((a, b) => Number('email' in a) - Number('email' in b));
    for (const sharee of byEmailLast) for (const user of await this.resolve(order, sharee, pricingIsHidden)) people.set(user.id, user);
    const added: User[] = [];
    const involved = { ...order.involvedUsers };
    for (const user of people.values()) {
      if (user.id === order.userId || String(user.id) in involved) continue;
      involved[String(user.id)] = { role: 'sharee', pricingIsHidden };
      added.push(user);
    }
    order.involvedUsers = involved;
    await this.em.flush();
    for (const user of added) await this.accounts.mailOrderShared({ to: user, actor: viewer.user, org: viewer.org, registry: viewer.registry, order, note });
  }

  /** get-or-create-sharee: the person with this email, a guest of the organisation (new ones get an invitation mail). */
  async getOrCreateSharee(viewer: Viewer, order: ProductOrderRow, email: string): Promise<PublicUser & { isNewUser: boolean }> {
    assertMayShare(viewer, order, 'share');
    const account = await this.accounts.findOrCreate(email, order.orgId, pricingHiddenFor(viewer, order) ? 1 : 0);
    await this.em.flush();
    if (account.isNewUser) await this.accounts.mailGuestInvited({ to: account.user, actor: viewer.user, org: viewer.org, registry: viewer.registry });
    const { user } = account;
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isNewUser: account.isNewUser };
  }

  /** New guests made for an email inherit the sharer's hiding in the organisation, as link guests do. */
  private async resolve(order: ProductOrderRow, sharee: PendingSharee, pricingIsHidden: Flag): Promise<User[]> {
    if ('email' in sharee) return [(await this.accounts.findOrCreate(sharee.email, order.orgId, pricingIsHidden)).user];
    if ('userId' in sharee) {
      const membership = await this.em.findOne(MembershipSchema, { userId: sharee.userId, orgId: order.orgId });
      if (!membership) throw unprocessable(shareMessages.invalidSharee, [{ path: 'sharees', message: shareMessages.invalidSharee }]);
      return [await this.em.findOneOrFail(UserSchema, { id: sharee.userId })];
    }
    const group = await this.em.findOne(UserGroupSchema, { id: sharee.userGroupId, orgId: order.orgId });
    if (!group) throw notFound('No such user group.');
    // Members who left the organisation since they were added are skipped.
    const members = await this.em.find(MembershipSchema, { orgId: order.orgId, userId: { $in: group.userIds } });
    return this.em.find(UserSchema, { id: { $in: members.map((m) => m.userId) } });
  }

  /** The owner entry cannot be removed; a sharee may remove themselves; otherwise the owner or staff. */
  async removeSharee(viewer: Viewer, order: ProductOrderRow, email: string): Promise<void> {
    const user = await this.em.findOne(UserSchema, { email });
    if (user && user.id === order.userId) throw unprocessable(shareMessages.ownerCannotBeRemoved);
    if (!user || !(String(user.id) in order.involvedUsers)) throw unprocessable(shareMessages.notACollaborator);
    if (user.id !== viewer.userId) assertMayShare(viewer, order, 'removeSharee');
    const { [String(user.id)]: _removed, ...rest } = order.involvedUsers;
    order.involvedUsers = rest;
    await this.em.flush();
  }

  /** Per-person price hiding on the order: the order owner or staff, not for people hidden by access data. */
  async setPricingHidden(viewer: Viewer, order: ProductOrderRow, shareeId: number, pricingIsHidden: Flag): Promise<InvolvedUsers> {
    assertMayShare(viewer, order, 'togglePricing');
    if (shareeId === order.userId) throw unprocessable(shareMessages.ownerPricing);
    const entry = order.involvedUsers[String(shareeId)];
    if (!entry) throw unprocessable(shareMessages.notACollaborator);
    const membership = await this.em.findOne(MembershipSchema, { userId: shareeId, orgId: order.orgId });
    if (membership?.orgAccessEdgeData.pricingIsHidden === 1) throw unprocessable(shareMessages.hiddenByAccess);
    order.involvedUsers = { ...order.involvedUsers, [String(shareeId)]: { ...entry, pricingIsHidden } };
    await this.em.flush();
    return order.involvedUsers;
  }
}
