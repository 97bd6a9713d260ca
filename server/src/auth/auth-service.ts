/** Sign-in by password or userToken link, sign-out, organisation switching, guest mode, session info. */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages, type SessionInfo, type UserAppData } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { MembershipSchema, OrganisationSchema, UserSchema, type User } from '../db/entities/index.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import { userForToken } from './user-tokens.ts';
import { SessionCookie } from './session-cookie.ts';
import { SessionService } from './session-service.ts';
import type { Viewer } from './viewer.ts';

@injectable()
export class AuthService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(SessionService) private readonly sessions: SessionService,
    @inject(SessionCookie) private readonly cookie: SessionCookie,
  ) {}

  async signIn(email: string, password: string): Promise<SessionInfo> {
    const user = await this.em.findOne(UserSchema, { email: email.toLowerCase() });
    // verifyPassword runs even for an unknown email, so response time does not reveal accounts.
    const ok = await verifyPassword(password, user?.passwordHash);
    if (!user || !ok) throw unauthorized(messages.signInFailed);
    return this.startSession(user);
  }

  async tokenSignIn(userToken: string): Promise<SessionInfo> {
    const user = await userForToken(this.em, userToken);
    if (!user) throw unauthorized('This sign-in link is not valid.');
    return this.startSession(user);
  }

  /** Replaces the current session (if any) with a new one for the user. */
  async startSession(user: User, orgId?: number): Promise<SessionInfo> {
    const membership = orgId ? await this.em.findOne(MembershipSchema, { userId: user.id, orgId }) : await this.sessions.defaultMembership(user);
    if (!membership) throw forbidden('Your account does not belong to any organisation.');
    const previous = await this.sessions.viewerFor(this.cookie.read());
    if (previous) await this.sessions.end(previous.sessionId);
    const token = await this.sessions.start(membership);
    this.cookie.write(token);
    const viewer = await this.sessions.viewerFor(token);
    return this.info(viewer!);
  }

  async signOut(viewer: Viewer | null): Promise<void> {
    if (viewer) await this.sessions.end(viewer.sessionId);
    this.cookie.clear();
  }

  async switchOrg(viewer: Viewer, orgId: number): Promise<SessionInfo> {
    await this.sessions.switchOrg(viewer, orgId);
    return this.info(await this.reload(viewer));
  }

  /**
   * Merges a patch into the user's appData, objects key by key at every depth (appData.{product}
   * .ordersPageSettings.statusFilterValue changes alone), so one setting never wipes its siblings.
   */
  async updateAppData(viewer: Viewer, patch: UserAppData): Promise<Record<string, unknown>> {
    const merged = mergeDeep(viewer.user.appData as Record<string, unknown>, patch);
    viewer.user.appData = merged;
    await this.em.flush();
    return merged;
  }

  async info(viewer: Viewer): Promise<SessionInfo> {
    const memberships = await this.em.find(MembershipSchema, { userId: viewer.userId }, { orderBy: { orgId: 'asc' } });
    const orgs = await this.em.find(OrganisationSchema, { id: { $in: memberships.map((m) => m.orgId) } });
    const titles = new Map(orgs.map((o) => [o.id, o.title]));
    const { user, org } = viewer;
    return {
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, appData: { ...user.appData } },
      personalOrgId: user.personalOrgId ?? null,
      activeOrg: { id: org.id, title: org.title, role: viewer.role, prevRole: viewer.prevRole },
      enabledPlugins: org.settings.enabledPlugins,
      branding: org.settings.branding,
      orgs: memberships.map((m) => ({ id: m.orgId, title: titles.get(m.orgId) ?? '', role: m.prevRole ?? m.role })),
      pricingIsHidden: viewer.pricingIsHiddenByAccess,
    };
  }

  private async reload(viewer: Viewer): Promise<Viewer> {
    this.em.clear();
    const fresh = await this.sessions.viewerFor(this.cookie.read());
    if (!fresh || fresh.sessionId !== viewer.sessionId) throw unauthorized();
    return fresh;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const before = result[key];
    result[key] = isPlainObject(before) && isPlainObject(value) ? mergeDeep(before, value) : value;
  }
  return result;
}
