/**
 * What platform operators do, for the console and the command line alike: create an organisation,
 * change its facts, invite an owner (mail with a sign-in link), enable plugins in order with settings
 * checked by each plugin's schema, disable them, and list organisations with their health. Every
 * change is audited and refreshes the organisation's registry, so it takes effect without a restart.
 */
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  RegistryError,
  wordingOf,
  type EnabledPlugin,
  type OrgBranding,
  type PlatformOrganisation,
  newOrganisation,
  updateOrganisationCall,
} from '@configurator/core';
import { Tokens, type ServerSettings } from '../di/tokens.ts';
import { MembershipSchema, OrganisationSchema, UserSchema, type Organisation } from '../db/entities/index.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { Mailer } from '../mail/mailer.ts';
import { renderInvitation } from '../mail/invitation-mails.ts';
import { issueUserToken } from '../auth/user-tokens.ts';
import { newMembershipValues } from '../services/membership-factory.ts';
import { genericOrganisation } from '../seed/generic-organisation.ts';
import { audit, type Actor } from './platform-audit.ts';

export const platformServiceMessages = {
  unknownPlugin: (id: string) => `Plugin '${id}' is not installed.`,
  notEnabled: (id: string) => `Plugin '${id}' is not enabled for this organisation.`,
  settingsInvalid: (orgLabel: string, pluginId: string) => `The settings of plugin '${pluginId}' for ${orgLabel} are not valid.`,
} as const;

const orgLabel = (org: { id: number; title: string }) => `organisation ${org.id} (${org.title})`;

@injectable()
export class PlatformService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(OrgRegistries) private readonly registries: OrgRegistries,
    @inject(Mailer) private readonly mailer: Mailer,
    @inject(Tokens.Settings) private readonly settings: ServerSettings,
  ) {}

  async list(): Promise<PlatformOrganisation[]> {
    const orgs = await this.em.find(OrganisationSchema, {}, { orderBy: { id: 'asc' } });
    const owners = await this.em.find(MembershipSchema, { role: 'owner' });
    const users = await this.em.find(UserSchema, { id: { $in: owners.map((m) => m.userId) } });
    const emails = new Map(users.map((u) => [u.id, u.email]));
    return orgs.map((org) =>
      this.describe(
        org,
        owners.filter((m) => m.orgId === org.id).map((m) => ({ userId: m.userId, email: emails.get(m.userId) ?? '' })),
      ),
    );
  }

  async one(orgId: number): Promise<PlatformOrganisation> {
    const org = await this.org(orgId);
    const owners = await this.em.find(MembershipSchema, { orgId, role: 'owner' });
    const users = await this.em.find(UserSchema, { id: { $in: owners.map((m) => m.userId) } });
    return this.describe(
      org,
      users.map((u) => ({ userId: u.id, email: u.email })),
    );
  }

  async create(actor: Actor, input: z.input<typeof newOrganisation>): Promise<PlatformOrganisation> {
    const { title, productName, isArchitectural, isEmployeeOnly } = newOrganisation.parse(input);
    const branding: OrgBranding = { productName, isArchitectural, isEmployeeOnly, wording: { homeTitle: `Welcome to the {orgTitle} ${productName}` } };
    const org = this.em.create(OrganisationSchema, {
      title,
      settings: {
        enabledPlugins: [],
        productOrderStatuses: genericOrganisation.productOrderStatuses ?? [],
        paymentMethods: genericOrganisation.paymentMethods ?? [],
        enabledIntegrations: [],
        branding,
      },
      nextOrgSpecificId: 1,
    });
    await this.em.flush();
    await audit(this.em, actor, org.id, 'organisation.create', { title, productName, isArchitectural, isEmployeeOnly });
    return this.one(org.id);
  }

  async update(actor: Actor, input: z.input<typeof updateOrganisationCall.request>): Promise<PlatformOrganisation> {
    const { orgId, title, ...facts } = updateOrganisationCall.request.parse(input);
    const org = await this.org(orgId);
    if (title !== undefined) org.title = title;
    const defined = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
    org.settings = { ...org.settings, branding: { ...org.settings.branding, ...defined } };
    await this.em.flush();
    this.registries.refresh(orgId);
    await audit(this.em, actor, orgId, 'organisation.update', { ...(title !== undefined ? { title } : {}), ...defined });
    return this.one(orgId);
  }

  /** Makes the person an owner (an account is created when none has the email) and mails them a sign-in link. */
  async inviteOwner(actor: Actor, input: { orgId: number; email: string; firstName: string; lastName: string }): Promise<PlatformOrganisation> {
    const org = await this.org(input.orgId);
    const email = input.email.toLowerCase();
    let user = await this.em.findOne(UserSchema, { email });
    if (!user) {
      user = this.em.create(UserSchema, { email, passwordHash: null, firstName: input.firstName, lastName: input.lastName, appData: {} });
      await this.em.flush();
    }
    const membership = await this.em.findOne(MembershipSchema, { userId: user.id, orgId: org.id });
    if (membership) membership.role = 'owner';
    else this.em.create(MembershipSchema, newMembershipValues({ userId: user.id, orgId: org.id, role: 'owner' }));
    await this.em.flush();
    const query = new URLSearchParams({ orgId: String(org.id) });
    if (!user.passwordHash) query.set('userToken', await issueUserToken(this.em, user.id));
    const registry = this.registries.forOrganisation(org);
    const mail = renderInvitation('ownerInvited', {
      orgTitle: org.title,
      order: wordingOf(registry).order,
      actorName: 'The platform team',
      note: '',
      link: `${this.settings.publicUrl}/?${query.toString()}`,
    });
    await this.mailer.deliver({ orgId: org.id, productOrderId: null, event: 'ownerInvited', to: [email], ...mail });
    await audit(this.em, actor, org.id, 'owner.invite', { email, userId: user.id });
    return this.one(org.id);
  }

  /** Enables (or reconfigures) a plugin; the whole organisation is checked before anything is saved. */
  async enablePlugin(
    actor: Actor,
    input: { orgId: number; pluginId: string; settings: Record<string, unknown>; position?: number },
  ): Promise<PlatformOrganisation> {
    const org = await this.org(input.orgId);
    if (!this.registries.installed.get(input.pluginId))
      throw badRequest(platformServiceMessages.unknownPlugin(input.pluginId), [
        { path: 'pluginId', message: platformServiceMessages.unknownPlugin(input.pluginId) },
      ]);
    const checked = this.registries.installed.checkSettings(input.pluginId, input.settings);
    if (!checked.ok) {
      throw badRequest(
        platformServiceMessages.settingsInvalid(orgLabel(org), input.pluginId),
        checked.issues.map((i) => ({ path: ['settings', i.path].filter(Boolean).join('.'), message: i.message })),
      );
    }
    const others = org.settings.enabledPlugins.filter((p) => p.id !== input.pluginId);
    const index = org.settings.enabledPlugins.findIndex((p) => p.id === input.pluginId);
    const at = Math.min(input.position ?? (index >= 0 ? index : others.length), others.length);
    const enabledPlugins: EnabledPlugin[] = [...others.slice(0, at), { id: input.pluginId, settings: input.settings }, ...others.slice(at)];
    await this.saveEnabledPlugins(org, enabledPlugins);
    await audit(this.em, actor, org.id, index >= 0 ? 'plugin.configure' : 'plugin.enable', {
      pluginId: input.pluginId,
      position: at,
      settings: input.settings,
    });
    return this.one(org.id);
  }

  async disablePlugin(actor: Actor, input: { orgId: number; pluginId: string }): Promise<PlatformOrganisation> {
    const org = await this.org(input.orgId);
    if (!org.settings.enabledPlugins.some((p) => p.id === input.pluginId)) throw notFound(platformServiceMessages.notEnabled(input.pluginId));
    await this.saveEnabledPlugins(
      org,
      org.settings.enabledPlugins.filter((p) => p.id !== input.pluginId),
    );
    await audit(this.em, actor, org.id, 'plugin.disable', { pluginId: input.pluginId });
    return this.one(org.id);
  }

  private async saveEnabledPlugins(org: Organisation, enabledPlugins: EnabledPlugin[]): Promise<void> {
    // Resolved before saving: a combination the registry refuses (two contributions to a single point) is never stored.
    try {
      this.registries.installed.registryFor({ id: org.id, title: org.title, enabledPlugins, branding: org.settings.branding });
    } catch (error) {
      if (error instanceof RegistryError)
        throw badRequest(
          error.problems.join(' '),
          error.problems.map((message) => ({ path: 'pluginId', message })),
        );
      throw error;
    }
    org.settings = { ...org.settings, enabledPlugins };
    await this.em.flush();
    this.registries.refresh(org.id);
  }

  private async org(orgId: number): Promise<Organisation> {
    const org = await this.em.findOne(OrganisationSchema, { id: orgId });
    if (!org) throw notFound();
    return org;
  }

  private describe(org: Organisation, owners: { userId: number; email: string }[]): PlatformOrganisation {
    let problems: string[] = [];
    try {
      this.registries.installed.registryFor({ id: org.id, title: org.title, enabledPlugins: org.settings.enabledPlugins, branding: org.settings.branding });
    } catch (error) {
      problems = error instanceof RegistryError ? error.problems : [String(error)];
    }
    if (!owners.length) problems.push(`${orgLabel(org)} has no owner yet: invite one.`);
    return {
      id: org.id,
      title: org.title,
      branding: org.settings.branding,
      enabledPlugins: org.settings.enabledPlugins,
      owners,
      health: { ok: problems.length === 0, problems },
      created: String(org.created),
    };
  }
}
