/** The audit trail of platform and organisation-settings changes (platform_audit): who, from where, what. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformAuditSchema } from '../db/entities/index.ts';

/** Who made a change: a user (operator or owner) through the console or settings page, or the command line. */
export interface Actor {
  userId: number | null;
  via: 'console' | 'cli' | 'owner-settings';
}

export async function audit(em: EntityManager, actor: Actor, orgId: number | null, action: string, details: Record<string, unknown> = {}): Promise<void> {
  em.create(PlatformAuditSchema, { actorUserId: actor.userId, via: actor.via, orgId, action, details });
  await em.flush();
}
