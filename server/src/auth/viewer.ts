/** Who is calling: the session's user, active organisation, membership and effective role. */
import { isEmployee, isGuestMode, type OrgRegistry, type OrgRole } from '@configurator/core';
import type { Membership, Organisation, User } from '../db/entities/index.ts';
import { unauthorized } from '../http/errors.ts';

export interface Viewer {
  sessionId: string;
  /** The user's id: what most calls need of the user, read without making its entity. */
  userId: number;
  /** The active organisation's id: what most calls need of it, read without making its entity. */
  orgId: number;
  /**
   * The active organisation's settings (its statuses, payment methods, plugins) without making its
   * entity: org.settings once that is made (so a change made to it in this request is seen), else the
   * settings read with the session.
   */
  readonly orgSettings: Organisation['settings'];
  /** The user, organisation and membership as the request's managed entities, made on first read (ViewerEntities). */
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

/**
 * Where a viewer's entities come from. Every request checks its session, but most calls need only the
 * ids, the role and the organisation's settings: making the user, organisation and membership managed
 * entities (hydration, snapshots, their JSON columns checked) cost about as much as a list's rows, so
 * the session's viewer makes each on first read (session-service.ts) and the same one ever after.
 */
export interface ViewerEntities {
  userId: number;
  orgId: number;
  orgSettings(): Organisation['settings'];
  /** The membership's access data hides prices (orgAccessEdgeData.pricingIsHidden is 1). */
  pricingIsHiddenByAccess: boolean;
  user(): User;
  org(): Organisation;
  membership(): Membership;
}

/** Entities already made (the demo seed's): given as they are. */
export function madeEntities(user: User, org: Organisation, membership: Membership): ViewerEntities {
  return {
    userId: user.id,
    orgId: org.id,
    orgSettings: () => org.settings,
    pricingIsHiddenByAccess: membership.orgAccessEdgeData.pricingIsHidden === 1,
    user: () => user,
    org: () => org,
    membership: () => membership,
  };
}

/** The viewer a call is served as, from its entities and its effective role. */
export function makeViewer(sessionId: string, entities: ViewerEntities, active: { role: OrgRole; prevRole: OrgRole | null }, registry: OrgRegistry): Viewer {
  const viewer = {
    sessionId,
    userId: entities.userId,
    orgId: entities.orgId,
    get orgSettings() {
      return entities.orgSettings();
    },
    get user() {
      return entities.user();
    },
    get org() {
      return entities.org();
    },
    get membership() {
      return entities.membership();
    },
    role: active.role,
    prevRole: active.prevRole,
    isEmployee: isEmployee(active),
    isGuestMode: isGuestMode(active),
    pricingIsHiddenByAccess: entities.pricingIsHiddenByAccess,
    registry,
  };
  entitiesOf.set(viewer, entities);
  return viewer;
}

/** Each viewer's entities, so a viewer served in guest mode shares its user, organisation and membership. */
const entitiesOf = new WeakMap<Viewer, ViewerEntities>();

/**
 * The viewer as a call that carries isGuestMode (submit-order, confirm-order-payment, the payment
 * screen) asks to be served: an owner or member in the browser's guest mode is served as a guest
 * (role guest, prevRole the real role), so they see and may do what a guest may. Only ever narrows:
 * a guest asking for guest mode, or isGuestMode false, changes nothing.
 */
export function asCalledInGuestMode(viewer: Viewer, isGuestModeCall: boolean | undefined): Viewer {
  if (!isGuestModeCall || !viewer.isEmployee) return viewer;
  const entities = entitiesOf.get(viewer) ?? madeEntities(viewer.user, viewer.org, viewer.membership);
  return makeViewer(viewer.sessionId, entities, { role: 'guest', prevRole: viewer.role }, viewer.registry);
}

/** The request's viewer, or none; require() answers 401 when there is no session. */
export class RequestViewer {
  constructor(readonly viewer: Viewer | null) {}

  require(): Viewer {
    if (!this.viewer) throw unauthorized();
    return this.viewer;
  }
}
