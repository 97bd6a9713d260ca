/** Organisations, users, memberships and sessions: who may act where. */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { organisationSettings, userAppData } from '@configurator/core';
import { z } from 'zod';
import { createdAt, flag, id, jsonb, orgRoleColumn, utcDateTime } from '../columns.ts';

export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisation',
  properties: {
    id: id(),
    title: p.string(),
    /** The spec's organisation appData: enabled plugins with their settings, statuses, payment methods. */
    settings: jsonb(organisationSettings),
    /** The next orgSpecificId to hand out; taken atomically with UPDATE ... RETURNING. */
    nextOrgSpecificId: p.integer().default(1),
    created: createdAt(),
  },
});
export type Organisation = InferEntity<typeof OrganisationSchema>;

/** The owning organisation of an organisation's record: deleted with it, indexed for per-organisation reads. */
export const orgIdColumn = () => p.manyToOne(OrganisationSchema).mapToPk().fieldName('org_id').deleteRule('cascade').index();

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: id(),
    email: p.string().unique(),
    /** scrypt$N$r$p$salt$hash; null for people who arrived by a share link and never set a password. */
    passwordHash: p.string().nullable(),
    firstName: p.string().default(''),
    lastName: p.string().default(''),
    /** The person's own organisation, when they have one (spec orders §3: the session's personalOrgId). */
    personalOrgId: p.manyToOne(OrganisationSchema).mapToPk().fieldName('personal_org_id').deleteRule('set null').nullable(),
    /** The spec's user appData: each product's settings under its key (appData.{product}). */
    appData: jsonb(userAppData.loose()).default('{}'),
    created: createdAt(),
  },
});
export type User = InferEntity<typeof UserSchema>;

export const orgAccessEdgeData = z.object({ pricingIsHidden: z.union([z.literal(0), z.literal(1)]).default(0) });

/** A guest's item id in each outside tool, keyed by tool (the key of its 'integrations' contribution). */
export const membershipIntegrationsData = z.record(z.string().max(100), z.object({ itemId: z.string().nullable() }));

export const MembershipSchema = defineEntity({
  name: 'Membership',
  tableName: 'membership',
  properties: {
    id: id(),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade'),
    orgId: orgIdColumn(),
    role: orgRoleColumn(),
    /**
     * No longer written: guest mode is the browser's own (spec orders §4, "Local only, no call"), and
     * the migration that made it so restored every membership left in guest mode. Always null; kept
     * while code of other branches still reads it.
     */
    prevRole: orgRoleColumn().nullable(),
    orgAccessEdgeData: jsonb(orgAccessEdgeData).default('{"pricingIsHidden":0}'),
    /** A guest's own discount (percent), the default when an order of theirs sets none. */
    discountPercentage: p.double().$type<number>().nullable(),
    disableSalesTax: flag(),
    /** A guest's links to outside tools (catalogue §3 integrationsData): an item id per tool. */
    integrationsData: jsonb(membershipIntegrationsData).default('{}'),
    created: createdAt(),
  },
  uniques: [{ properties: ['userId', 'orgId'] }],
});
export type Membership = InferEntity<typeof MembershipSchema>;

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    /** SHA-256 of the cookie's random token, so a leaked table does not leak sessions. */
    id: p.string().primary(),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    activeOrgId: p.manyToOne(OrganisationSchema).mapToPk().fieldName('active_org_id').deleteRule('cascade'),
    expires: utcDateTime(),
    created: createdAt(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
