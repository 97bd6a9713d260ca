/**
 * Platform operators: a role above organisations (they create organisations and enable their plugins),
 * kept apart from organisation roles. An operator is a user with a row here; their sessions are their
 * own (platform_session, another cookie), so an organisation's session never grants the console.
 * Every change an operator or an owner's settings page makes is a row in platform_audit.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { z } from 'zod';
import { createdAt, id, jsonb, utcDateTime } from '../columns.ts';
import { UserSchema } from './organisation.ts';

export const PlatformOperatorSchema = defineEntity({
  name: 'PlatformOperator',
  tableName: 'platform_operator',
  properties: {
    id: id(),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade').unique(),
    created: createdAt(),
  },
});
export type PlatformOperator = InferEntity<typeof PlatformOperatorSchema>;

export const PlatformSessionSchema = defineEntity({
  name: 'PlatformSession',
  tableName: 'platform_session',
  properties: {
    /** SHA-256 of the cookie's random token. */
    id: p.string().primary(),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    expires: utcDateTime(),
    created: createdAt(),
  },
});
export type PlatformSession = InferEntity<typeof PlatformSessionSchema>;

export const platformAuditDetails = z.record(z.string(), z.unknown());

export const PlatformAuditSchema = defineEntity({
  name: 'PlatformAudit',
  tableName: 'platform_audit',
  properties: {
    id: id(),
    /** Who: the operator's or owner's user id; null for the command line. */
    actorUserId: p.integer().nullable().fieldName('actor_user_id'),
    /** Where from: 'console', 'cli' or 'owner-settings'. */
    via: p.string().length(20),
    /** The organisation changed (no foreign key: the trail outlives a removed organisation). */
    orgId: p.integer().nullable().fieldName('org_id').index(),
    /** What: e.g. 'organisation.create', 'plugin.enable', 'settings.update'. */
    action: p.string().length(60),
    /** The change itself (never passwords or tokens). */
    details: jsonb(platformAuditDetails).default('{}'),
    created: createdAt(),
  },
});
export type PlatformAudit = InferEntity<typeof PlatformAuditSchema>;

export const platformEntities = [PlatformOperatorSchema, PlatformSessionSchema, PlatformAuditSchema];
