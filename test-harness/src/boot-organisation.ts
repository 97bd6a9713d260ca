/**
 * An organisation on the real server, as its package's tests need it: a fresh database seeded with
 * its demo data (and any organisations it is tested beside), its plugins enabled, and one signed-in
 * client per demo role asked for (the demo user of that role in that organisation, with its password).
 */
import type { DemoOrganisation, OrgRole } from '@configurator/core';
import type { ApiClient } from './api-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type BootedOrganisation<R extends OrgRole> = TestServer & { users: Record<R, ApiClient> };

export async function bootOrganisation<R extends OrgRole>(
  demo: DemoOrganisation,
  options: { signIn: readonly R[]; alongside?: DemoOrganisation[] },
): Promise<BootedOrganisation<R>> {
  const server = await startTestServer({ demoOrganisations: [...(options.alongside ?? []), demo] });
  try {
    const users = {} as Record<R, ApiClient>;
    for (const role of options.signIn) {
      const user = demo.users.find((candidate) => candidate.role === role);
      if (!user) throw new Error(`organisation ${demo.id} has no demo user with the role ${role}`);
      users[role] = server.client();
      await users[role].signIn(user.email, user.password);
    }
    return Object.assign(server, { users });
  } catch (error) {
    await server.dispose();
    throw error;
  }
}
