/**
 * Guest administration (catalogue §2 admin guests, §4): list, invite, edit (discount, sales tax,
 * pricing hidden, an outside tool's item id) and disinvite. Owners only; everything in the active organisation.
 * A disinvited guest's memberships and sessions in the organisation end at once; their orders stay.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { guestIntegrationsDataOf, type Flag, type Guest, type GuestAppData } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { MembershipSchema, SessionSchema, UserGroupSchema, UserSchema, type Membership, type User } from '../../db/entities/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';
import { GuestAccounts } from '../sharing/guest-accounts.ts';

export const guestMessages = {
  alreadyMember: 'That person is already a member of this organisation.',
  noSuchGuest: 'No such guest in this organisation.',
} as const;

export interface GuestUpdate {
  pricingIsHidden?: Flag;
  updateProps?: { appData?: { configurator: GuestAppData }; integrationsData?: Readonly<Record<string, { itemId: string | null } | undefined>> };
}

/** A guest membership row as the spec's guest shape. */
export function guestDto(user: User, membership: Membership): Guest {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    created: membership.created,
    appData: {
      configurator: {
        discount: membership.discountPercentage == null ? null : { type: 'percent', value: membership.discountPercentage },
        disableSalesTax: membership.disableSalesTax,
      },
    },
    orgAccessEdgeData: { configurator: { pricingIsHidden: membership.orgAccessEdgeData.pricingIsHidden } },
    integrationsData: guestIntegrationsDataOf(membership.integrationsData),
  };
}

const isGuestMembership = (m: Membership): boolean => m.role === 'guest' && m.prevRole == null;

@injectable()
export class GuestAdminService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(GuestAccounts) private readonly accounts: GuestAccounts,
  ) {}

  /** The organisation's guests, newest first. */
  async list(viewer: Viewer, orgId: number): Promise<Guest[]> {
    this.assertAdmin(viewer, orgId, 'see guests');
    const memberships = await this.em.find(MembershipSchema, { orgId, role: 'guest', prevRole: null });
    const users = await this.em.find(UserSchema, { id: { $in: memberships.map((m) => m.userId) } }, { orderBy: { id: 'desc' } });
    const byUser = new Map(memberships.map((m) => [m.userId, m]));
    return users.map((u) => guestDto(u, byUser.get(u.id)!));
  }

  async invite(viewer: Viewer, input: { email: string; activeOrgId: number; pricingIsHidden: Flag }): Promise<Guest> {
    this.assertAdmin(viewer, input.activeOrgId, 'invite guests');
    const account = await this.accounts.findOrCreate(input.email, viewer.orgId, input.pricingIsHidden);
    if (!account.isNewMembership) throw conflict(guestMessages.alreadyMember);
    await this.em.flush();
    await this.accounts.mailGuestInvited({ to: account.user, actor: viewer.user, org: viewer.org, registry: viewer.registry });
    return guestDto(account.user, account.membership);
  }

  async disinvite(viewer: Viewer, orgId: number, guestId: number): Promise<void> {
    this.assertAdmin(viewer, orgId, 'disinvite guests');
    const { membership } = await this.guest(orgId, guestId);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(SessionSchema, { userId: guestId, activeOrgId: orgId });
      await tx.nativeDelete(MembershipSchema, { id: membership.id });
      for (const group of await tx.find(UserGroupSchema, { orgId })) {
        if (group.userIds.includes(guestId)) group.userIds = group.userIds.filter((id) => id !== guestId);
      }
    });
  }

  async update(viewer: Viewer, orgId: number, guestId: number, change: GuestUpdate): Promise<Guest> {
    this.assertAdmin(viewer, orgId, 'change guests');
    const { user, membership } = await this.guest(orgId, guestId);
    if (change.pricingIsHidden !== undefined) membership.orgAccessEdgeData = { pricingIsHidden: change.pricingIsHidden };
    const appData = change.updateProps?.appData?.configurator;
    if (appData?.discount !== undefined) membership.discountPercentage = appData.discount?.value ?? null;
    if (appData?.disableSalesTax !== undefined) membership.disableSalesTax = appData.disableSalesTax;
    // Each outside tool's item id, by the tool's key (an empty id unlinks the guest from that tool).
    for (const [tool, link] of Object.entries(change.updateProps?.integrationsData ?? {})) {
      if (link) membership.integrationsData = { ...membership.integrationsData, [tool]: { itemId: link.itemId || null } };
    }
    await this.em.flush();
    return guestDto(user, membership);
  }

  /** A guest, for an owner of the active organisation. */
  async guestForAdmin(viewer: Viewer, orgId: number, guestId: number): Promise<{ user: User; membership: Membership }> {
    this.assertAdmin(viewer, orgId, 'change guests');
    return this.guest(orgId, guestId);
  }

  /** A guest of the organisation (employees are not guests here), or 404. */
  async guest(orgId: number, guestId: number): Promise<{ user: User; membership: Membership }> {
    const membership = await this.em.findOne(MembershipSchema, { userId: guestId, orgId });
    if (!membership || !isGuestMembership(membership)) throw notFound(guestMessages.noSuchGuest);
    return { user: await this.em.findOneOrFail(UserSchema, { id: guestId }), membership };
  }

  private assertAdmin(viewer: Viewer, orgId: number, what: string): void {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, what);
  }
}
