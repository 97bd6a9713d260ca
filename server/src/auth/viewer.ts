/** Who is calling: the session's user, active organisation, membership and effective role. */
import { isEmployee, isGuestMode, type OrgRegistry, type OrgRole } from '@configurator/core';
import type { Membership, Organisation, User } from '../db/entities/index.ts';
import { unauthorized } from '../http/errors.ts';

export interface Viewer {
  sessionId: string;
  user: User;
  org: Organisation;
  membership: Membership;
  /** The effective role: the membership's, or guest for a call made in the browser's guest mode. */
  role: OrgRole;
  /** The real role, for a call made in the browser's guest mode (asCalledInGuestMode); else null. */
  prevRole: OrgRole | null;
  /** Owner or member, not in guest mode. */
  isEmployee: boolean;
  isGuestMode: boolean;
  /** The organisation's access data hides prices from this user. */
  pricingIsHiddenByAccess: boolean;
  registry: OrgRegistry;
}

export function makeViewer(
  sessionId: string,
  user: User,
  org: Organisation,
  membership: Membership,
  active: { role: OrgRole; prevRole: OrgRole | null },
  registry: OrgRegistry,
): Viewer {
  return {
    sessionId,
    user,
    org,
    membership,
    role: active.role,
    prevRole: active.prevRole,
    isEmployee: isEmployee(active),
    isGuestMode: isGuestMode(active),
    pricingIsHiddenByAccess: membership.orgAccessEdgeData.pricingIsHidden === 1,
    registry,
  };
}

/**
 * The viewer as a call that carries isGuestMode (submit-order, confirm-order-payment, the payment
 * screen) asks to be served: an owner or member in the browser's guest mode is served as a guest
 * (role guest, prevRole the real role), so they see and may do what a guest may. Only ever narrows:
 * a guest asking for guest mode, or isGuestMode false, changes nothing.
 */
export function asCalledInGuestMode(viewer: Viewer, isGuestModeCall: boolean | undefined): Viewer {
  if (!isGuestModeCall || !viewer.isEmployee) return viewer;
  return makeViewer(viewer.sessionId, viewer.user, viewer.org, viewer.membership, { role: 'guest', prevRole: viewer.role }, viewer.registry);
}

/** The request's viewer, or none; require() answers 401 when there is no session. */
export class RequestViewer {
  constructor(readonly viewer: Viewer | null) {}

  require(): Viewer {
    if (!this.viewer) throw unauthorized();
    return this.viewer;
  }
}
