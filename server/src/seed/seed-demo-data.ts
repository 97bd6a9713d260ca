/**
 * Seeds every demo organisation whose id is not in the database yet (so it is idempotent, and a
 * newly installed organisation package is seeded on the next start), then moves the id sequences.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { checkRendererKeys, type DemoOrganisation } from '@configurator/core';
import { OrganisationSchema, UserSchema } from '../db/entities/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { OrgRegistries } from '../plugins/org-registries.ts';
import { bumpIdSequences } from './sequences.ts';
import { seedOrganisation } from './seed-organisation.ts';

export async function seedDemoData(orm: MikroORM, registries: OrgRegistries, organisations: readonly DemoOrganisation[]): Promise<number[]> {
  const em = orm.em.fork();
  const existing = new Set((await em.find(OrganisationSchema, { id: { $in: organisations.map((o) => o.id) } }, { fields: ['id'] })).map((o) => o.id));
  const missing = organisations.filter((o) => !existing.has(o.id));
  if (missing.length === 0) return [];

  // A misconfigured package stops start-up here, before anything of it is written.
  const registriesById = new Map(missing.map((demo) => [demo.id, registries.forOrg(demo)]));
  for (const demo of missing)
    checkRendererKeys(
      registriesById.get(demo.id)!,
      (demo.catalogue.products ?? []).map((p) => ({ ...p, orgId: demo.id })),
    );
  const passwordHashes = await hashNewPasswords(orm, missing);
  for (const demo of missing) {
    await orm.em.fork().transactional((tx) => seedOrganisation(tx, demo, registriesById.get(demo.id)!, passwordHashes));
  }
  await bumpIdSequences(orm);
  return missing.map((o) => o.id);
}

/** Hashes (in parallel, off the event loop) the passwords of demo users not in the database yet. */
async function hashNewPasswords(orm: MikroORM, organisations: readonly DemoOrganisation[]): Promise<Map<string, string>> {
  const passwords = new Map<string, string>();
  for (const user of organisations.flatMap((o) => o.users)) {
    const email = user.email.toLowerCase();
    if (!passwords.has(email)) passwords.set(email, user.password);
  }
  const known = await orm.em.fork().find(UserSchema, { email: { $in: [...passwords.keys()] } }, { fields: ['email'] });
  for (const user of known) passwords.delete(user.email);
  const entries = await Promise.all([...passwords].map(async ([email, password]) => [email, await hashPassword(password)] as const));
  return new Map(entries);
}
