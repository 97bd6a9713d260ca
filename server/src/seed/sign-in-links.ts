/** Prints, at start, a sign-in link for every demo user, so a demo needs no typing. */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DemoOrganisation } from '@configurator/core';
import { MembershipSchema, UserSchema } from '../db/entities/index.ts';

export async function signInLinks(orm: MikroORM, organisations: readonly DemoOrganisation[], baseUrl: string): Promise<string[]> {
  const em = orm.em.fork();
  const lines: string[] = [];
  for (const demo of organisations) {
    const memberships = await em.find(MembershipSchema, { orgId: demo.id }, { orderBy: { id: 'asc' } });
    const users = await em.find(UserSchema, { id: { $in: memberships.map((m) => m.userId) } });
    const byId = new Map(users.map((u) => [u.id, u]));
    lines.push(`${demo.title} (organisation ${demo.id}):`);
    for (const membership of memberships) {
      const user = byId.get(membership.userId);
      if (!user?.loginToken) continue;
      const demoUser = demo.users.find((u) => u.email.toLowerCase() === user.email);
      const password = demoUser ? `  password ${demoUser.password}` : '';
      lines.push(`  ${membership.role.padEnd(6)} ${user.email.padEnd(32)} ${baseUrl}/?userToken=${user.loginToken}${password}`);
    }
  }
  return lines;
}
