/**
 * Server-side sessions: a row per signed-in browser, keyed by the hash of the cookie token, holding
 * the active organisation. The role is always the membership's (so a person made a guest is a guest
 * at once). Guest mode is not kept here: it is the browser's (spec orders §4, "Local only, no call");
 * the calls the spec gives isGuestMode carry it (see asCalledInGuestMode).
 */
import { inject, injectable } from 'tsyringe';
import { wrap, type EntityDictionary, type EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate, type OrgRole } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { MembershipSchema, OrganisationSchema, SessionSchema, UserSchema, type Membership, type Organisation, type User } from '../db/entities/index.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { forbidden } from '../http/errors.ts';
import { SESSION_DAYS } from './session-cookie.ts';
import { hashToken, newToken } from './tokens.ts';
import { makeViewer, type Viewer, type ViewerEntities } from './viewer.ts';
import { joinedRows } from '../db/joined-rows.ts';
import { RecentSessions, type SessionRows } from './recent-sessions.ts';

const roleOrder: Record<OrgRole, number> = { owner: 0, member: 1, guest: 2 };

/** A session its lookup found valid: the fingerprint of its rows, and the viewer they describe. */
export interface VerifiedSession {
  fingerprint: string;
  /** Made on first use: a call whose read-ahead answer is kept (the same fingerprint) never needs it. */
  viewer(): Viewer;
}

@injectable()
export class SessionService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(OrgRegistries) private readonly registries: OrgRegistries,
    @inject(RecentSessions) private readonly recent: RecentSessions,
  ) {}

  /**
   * The viewer of a cookie token, or null when the session is unknown, expired or its membership gone.
   * Every request asks this first, so it is one query (session, membership, user and organisation
   * joined). The ids, role, access data and settings are read from its row; the user, organisation
   * and membership become the request's managed entities only when read (sessionEntities).
   */
  async viewerFor(token: string | undefined): Promise<Viewer | null> {
    return (await this.verified(token))?.viewer() ?? null;
  }

  /**
   * viewerFor, with the fingerprint of the rows the viewer was made of (recent-sessions.ts): a valid
   * session is remembered for reads started ahead of the next lookup (provisional), any other forgotten.
   */
  async verified(token: string | undefined): Promise<VerifiedSession | null> {
    if (!token) return null;
    const sessionId = hashToken(token);
    const found = await sessionRows(this.em, sessionId);
    // The session's own row is only checked, never used after: read as it came (its expiry a stored-date
    // string), not made a managed entity. Anything but a string is refused (fails closed).
    const expires = found?.session.expires;
    if (!found || typeof expires !== 'string' || expires < toStoredDate()) {
      this.recent.forget(sessionId);
      return null;
    }
    const fingerprint = JSON.stringify(found);
    this.recent.remember(sessionId, { rows: found, fingerprint });
    let viewer: Viewer | undefined;
    return { fingerprint, viewer: () => (viewer ??= this.viewerOf(sessionId, found)) };
  }

  /**
   * The viewer the session's rows described when this process last verified them (RecentSessions),
   * without asking the database; none for a session not verified in the last minute. Only ever used
   * for reads whose answer is kept when the request's own lookup gives the same fingerprint.
   */
  provisional(token: string | undefined): { viewer: Viewer; fingerprint: string } | null {
    if (!token) return null;
    const sessionId = hashToken(token);
    const remembered = this.recent.recall(sessionId);
    return remembered ? { viewer: this.viewerOf(sessionId, remembered.rows), fingerprint: remembered.fingerprint } : null;
  }

  /** The viewer of a session's rows: ids, role and settings from the rows, entities made when read. */
  private viewerOf(sessionId: string, found: SessionRows): Viewer {
    const entities = sessionEntities(this.em, found);
    const settings = entities.orgSettings();
    const registry = this.registries.forOrg({
      id: entities.orgId,
      title: found.org.title as string,
      enabledPlugins: settings.enabledPlugins,
      branding: settings.branding,
    });
    return makeViewer(sessionId, entities, { role: found.membership.role as OrgRole, prevRole: null }, registry);
  }

  /** The organisation a user lands in: an employee membership first, then the lowest id. */
  async defaultMembership(user: User): Promise<Membership | null> {
    const memberships = await this.em.find(MembershipSchema, { userId: user.id }, { orderBy: { orgId: 'asc' } });
    return memberships.sort((a, b) => roleOrder[a.role] - roleOrder[b.role] || a.orgId - b.orgId)[0] ?? null;
  }

  /** Starts a session in the membership's organisation; answers the cookie token. */
  async start(membership: Membership): Promise<string> {
    const token = newToken();
    const expires = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    this.em.create(SessionSchema, {
      id: hashToken(token),
      userId: membership.userId,
      activeOrgId: membership.orgId,
      expires: toStoredDate(expires),
    });
    await this.em.flush();
    return token;
  }

  async end(sessionId: string): Promise<void> {
    this.recent.forget(sessionId);
    await this.em.nativeDelete(SessionSchema, { id: sessionId });
  }

  /** Makes another organisation of the user active; only organisations the user belongs to. */
  async switchOrg(viewer: Viewer, orgId: number): Promise<void> {
    const membership = await this.em.findOne(MembershipSchema, { userId: viewer.userId, orgId });
    if (!membership) throw forbidden('You do not belong to that organisation.');
    await this.em.nativeUpdate(SessionSchema, { id: viewer.sessionId }, { activeOrgId: orgId });
  }
}

const sessionJoin = [
  { key: 'session', schema: SessionSchema, alias: 's' },
  { key: 'membership', schema: MembershipSchema, alias: 'm' },
  { key: 'user', schema: UserSchema, alias: 'u' },
  { key: 'org', schema: OrganisationSchema, alias: 'o' },
] as const;

/** The session's row with its membership in its active organisation, its user and that organisation; none when any is missing. */
async function sessionRows(em: EntityManager, sessionId: string): Promise<SessionRows | undefined> {
  const [found] = await joinedRows(em, sessionJoin, {
    from: `"session" s join "membership" m on m.user_id = s.user_id and m.org_id = s.active_org_id
      join "app_user" u on u.id = s.user_id join "organisation" o on o.id = s.active_org_id`,
    where: 's.id = ?',
    params: [sessionId],
  });
  return found;
}

/**
 * The session's user, organisation and membership, each made a managed entity of the request on first
 * read (em.map, as before), then the same one. A request that read one of them itself before (a find
 * by id) already holds it in its identity map, fresher than the session's row: that one is the entity,
 * as it would have been had the session's been made first (the read would have returned and refreshed
 * it). Only one read partially (fields) is completed from the session's row.
 */
function sessionEntities(em: EntityManager, rows: SessionRows): ViewerEntities {
  const lazily = <T extends object>(schema: { meta: { className: string } }, raw: Record<string, unknown>) => {
    let made: T | undefined;
    const entity = (): T => {
      if (made) return made;
      const meta = em.getMetadata().get(schema.meta.className);
      const held = em.getUnitOfWork().getById<T>(meta.className, raw.id as never);
      const complete = held && meta.props.every((p) => p.kind !== 'scalar' || p.persist === false || wrap(held, true).__loadedProperties.has(p.name));
      made = complete ? held : em.map<T>(meta.className, raw as EntityDictionary<T>);
      return made;
    };
    return Object.assign(entity, { ifMade: () => made });
  };
  const org = lazily<Organisation>(OrganisationSchema, rows.org);
  const settings = rows.org.settings as Organisation['settings'];
  return {
    userId: rows.user.id as number,
    orgId: rows.org.id as number,
    // The organisation's entity once made, or one the request read itself: a change made to it is seen.
    orgSettings: () =>
      (org.ifMade() ?? em.getUnitOfWork().getById<Organisation>(OrganisationSchema.meta.className, rows.org.id as never))?.settings ?? settings,
    pricingIsHiddenByAccess: (rows.membership.org_access_edge_data as Membership['orgAccessEdgeData'] | null)?.pricingIsHidden === 1,
    user: lazily<User>(UserSchema, rows.user),
    org,
    membership: lazily<Membership>(MembershipSchema, rows.membership),
  };
}
