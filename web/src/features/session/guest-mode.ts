/**
 * Guest mode (spec orders §4): an owner or member switches the active role to guest, remembering the
 * previous role; switching back restores it. "Local only, no call": the choice lives in this browser
 * (localStorage, per user and organisation, so a reload or a new tab keeps it) and is laid over the
 * session the server answers, which always holds the real role. Calls that the spec gives isGuestMode
 * carry it so the server serves them as a guest's.
 */
import { isEmployee, type OrgRole, type SessionInfo } from '@configurator/core';

const storageKey = (userId: number, orgId: number) => `configurator.guestMode.${userId}.${orgId}`;

/** The role remembered when guest mode was switched on, or null when it is off. */
export function rememberedGuestMode(userId: number, orgId: number): OrgRole | null {
  try {
    const stored = localStorage.getItem(storageKey(userId, orgId));
    return stored === 'owner' || stored === 'member' ? stored : null;
  } catch {
    // Storage refused (private mode): guest mode simply is not remembered.
    return null;
  }
}

export function rememberGuestMode(userId: number, orgId: number, previousRole: OrgRole | null): void {
  try {
    if (previousRole) localStorage.setItem(storageKey(userId, orgId), previousRole);
    else localStorage.removeItem(storageKey(userId, orgId));
  } catch {
    // As above: the switch still holds for this page.
  }
}

/**
 * The session as the screens see it: the server's answer (real role, prevRole null), in guest mode
 * when this browser remembers it for the user and organisation, the real role is an employee's and
 * the organisation allows guest mode (not employee-only).
 */
export function withGuestMode(session: SessionInfo, guestModeAllowed: boolean): SessionInfo {
  const real = { role: session.activeOrg.role, prevRole: null };
  const remembered = rememberedGuestMode(session.user.id, session.activeOrg.id);
  const on = guestModeAllowed && isEmployee(real) && remembered === real.role;
  return { ...session, activeOrg: { ...session.activeOrg, ...(on ? { role: 'guest', prevRole: real.role } : real) } };
}
