/** Organisation roles and the derived notions the spec uses (employee, guest mode). */
import { z } from 'zod';

export const orgRoles = ['owner', 'member', 'guest'] as const;
export const orgRole = z.enum(orgRoles);
export type OrgRole = z.infer<typeof orgRole>;

/** The active organisation of a session: role, and the role kept while in guest mode. */
export interface ActiveOrg {
  id: number;
  role: OrgRole;
  prevRole: OrgRole | null;
}

/** Owner and member are employees unless a prior role is set (guest mode). */
export const isEmployee = (org: Pick<ActiveOrg, 'role' | 'prevRole'>): boolean => (org.role === 'owner' || org.role === 'member') && org.prevRole === null;

/** A role of guest together with a prior role means guest mode. */
export const isGuestMode = (org: Pick<ActiveOrg, 'role' | 'prevRole'>): boolean => org.role === 'guest' && org.prevRole !== null;

/** Which publishLevels a role may see (spec catalogue §6). */
export const visiblePublishLevels: Record<OrgRole, readonly string[]> = {
  owner: ['all', 'internal', 'admin'],
  member: ['all', 'internal'],
  guest: ['all'],
};
