/**
 * At start on the embedded demo database, a sign-in link for each demo guest, so a demo needs no
 * typing. Tokens are stored hashed, so each start issues fresh ones (revoking the guest's earlier
 * tokens); owners and members get no link — they sign in with the email and password shown.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DemoOrganisation } from '@configurator/core';
import { MembershipSchema, UserSchema } from '../db/entities/index.ts';
import { issueUserToken, revokeUserTokens } from '../auth/user-tokens.ts';

/** Demo links are short-lived: a demo is run the same day. */
export const DEMO_LINK_TTL_DAYS = 7;

export async function signInLinks(orm: MikroORM, organisations: readonly DemoOrganisation[], baseUrl: string): Promise<string[]> {
  const em = orm.em.fork();
  const lines: string[] = [];
  const linked = new Map<number, string>();
  for (const demo of organisations) {
    const memberships = await em.find(MembershipSchema, { orgId: demo.id }, { orderBy: { id: 'asc' } });
    const users = await em.find(UserSchema, { id: { $in: memberships.map((m) => m.userId) } });
    const byId = new Map(users.map((u) => [u.id, u]));
    lines.push(`${demo.title} (organisation ${demo.id}):`);
    for (const membership of memberships) {
      const user = byId.get(membership.userId);
      const demoUser = user && demo.users.find((u) => u.email.toLowerCase() === user.email);
      if (!user || !demoUser) continue;
      let link = '';
      if (membership.role === 'guest' && !(membership.prevRole && membership.prevRole !== 'guest')) {
        if (!linked.has(user.id)) {
          await revokeUserTokens(em, user.id);
          linked.set(user.id, `${baseUrl}/?userToken=${await issueUserToken(em, user.id, DEMO_LINK_TTL_DAYS)}`);
        }
        link = ` ${linked.get(user.id)}`;
      }
      lines.push(`  ${membership.role.padEnd(6)} ${user.email.padEnd(32)} password ${demoUser.password}${link}`);
    }
  }
  return lines;
}
