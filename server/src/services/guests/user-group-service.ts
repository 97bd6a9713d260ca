/**
 * User groups (catalogue §2, §3): named lists of the organisation's guests, newest first, members
 * de-duplicated. Owners only; every group is looked up in the active organisation (404 otherwise).
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserGroup } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { MembershipSchema, UserGroupSchema, type UserGroupRow } from '../../db/entities/index.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';

export const userGroupMessages = {
  notAGuest: 'Only guests of this organisation can be members of a user group.',
  noSuchGroup: 'No such user group.',
} as const;

const groupDto = (row: UserGroupRow): UserGroup => ({ id: row.id, orgId: row.orgId, title: row.title, userIds: [...row.userIds], created: row.created });

@injectable()
export class UserGroupService {
  constructor(@inject(Tokens.Em) private readonly em: EntityManager) {}

  async list(viewer: Viewer, orgId: number): Promise<UserGroup[]> {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, 'manage user groups');
    return (await this.em.find(UserGroupSchema, { orgId }, { orderBy: { id: 'desc' } })).map(groupDto);
  }

  async create(viewer: Viewer, props: { orgId: number; title: string }): Promise<UserGroup> {
    assertActiveOrg(viewer, props.orgId);
    assertOwner(viewer, 'manage user groups');
    const row = this.em.create(UserGroupSchema, { orgId: props.orgId, title: props.title, userIds: [] });
    await this.em.flush();
    return groupDto(row);
  }

  async update(viewer: Viewer, id: number, props: { userIds?: number[]; title?: string }): Promise<UserGroup> {
    const row = await this.group(viewer, id);
    if (props.userIds) {
      const userIds = [...new Set(props.userIds)];
      const guests = await this.em.find(MembershipSchema, { orgId: row.orgId, userId: { $in: userIds }, role: 'guest', prevRole: null });
      if (guests.length !== userIds.length) throw unprocessable(userGroupMessages.notAGuest, [{ path: 'props.userIds', message: userGroupMessages.notAGuest }]);
      row.userIds = userIds;
    }
    if (props.title !== undefined) row.title = props.title;
    await this.em.flush();
    return groupDto(row);
  }

  async destroy(viewer: Viewer, id: number): Promise<void> {
    const row = await this.group(viewer, id);
    await this.em.nativeDelete(UserGroupSchema, { id: row.id, orgId: viewer.orgId });
  }

  private async group(viewer: Viewer, id: number): Promise<UserGroupRow> {
    assertOwner(viewer, 'manage user groups');
    const row = await this.em.findOne(UserGroupSchema, { id, orgId: viewer.orgId });
    if (!row) throw notFound(userGroupMessages.noSuchGroup);
    return row;
  }
}
