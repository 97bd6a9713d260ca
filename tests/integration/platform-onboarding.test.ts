/**
 * Onboarding an organisation (issue 16 items 1-3): a platform operator, made from the command line,
 * creates an organisation in the console, enables the keypads plugin with settings (a wrong setting
 * is refused with its field named), invites an owner by mail; the owner signs in to the branded portal
 * and changes the accent colour and statuses. Members and other organisations' users are refused.
 */
import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganisationCall,
  createProductOrderCall,
  disablePluginCall,
  enablePluginCall,
  getOrgSettingsCall,
  getSessionCall,
  inviteOwnerCall,
  listInstalledPluginsCall,
  listPlatformAuditCall,
  listPlatformOrganisationsCall,
  platformSessionCall,
  platformSignInCall,
  tokenSignInCall,
  updateOrgSettingsCall,
  type EditableOrgSettings,
} from '@configurator/core';
import { CliError, runOrgCommand } from '@configurator/server/platform/org-cli';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G, OTHER_ORG_ID } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';
import { mailedUserToken } from './support/mailed-token.ts';

const OPERATOR = { email: 'operator@platform.test', password: 'operator-pass-1234' };
const KEYPADS = { categoryIds: [1], plateSizePropertyId: 3, layoutPropertyId: 4 };

const { t, owner, member, guest, otherOwner } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });
let operator: ApiClient;
let orgId: number;
let newOwner: ApiClient;

const cli = (...args: string[]) => runOrgCommand(args, { orm: t.server.orm, registries: t.server.registries, publicUrl: t.server.url });

beforeAll(async () => {
  process.env.OPERATOR_PASSWORD = OPERATOR.password;
  try {
    expect((await cli('create-operator', OPERATOR.email)).join('\n')).toContain('is a platform operator');
  } finally {
    delete process.env.OPERATOR_PASSWORD;
  }
  operator = t.client();
  expect((await operator.call(platformSignInCall, OPERATOR)).status).toBe(200);
});

describe('platform console', () => {
  it('is for operators only: 401 without a session, 403 for organisation users, and their password does not open it', async () => {
    expect((await t.client().call(listPlatformOrganisationsCall, {})).status).toBe(401);
    for (const who of [owner, member, guest]) {
      const answer = await who.call(listPlatformOrganisationsCall, {});
      expect(answer.status).toBe(403);
      expect(answer.body.error?.message).toBe('Only platform operators can use the platform console.');
      expect((await who.call(createOrganisationCall, { title: 'Nope', productName: 'Nope' })).status).toBe(403);
    }
    expect((await t.client().call(platformSignInCall, { email: 'owner@generic.demo', password: 'demo1234' })).status).toBe(401);
    expect((await operator.call(platformSessionCall, {})).body.data).toMatchObject({ email: OPERATOR.email });
  });

  it('lists installed plugins with a settings form schema generated from their zod schema', async () => {
    const { plugins } = (await operator.call(listInstalledPluginsCall, {})).body.data!;
    const keypads = plugins.find((p) => p.id === 'keypads')!;
    expect(keypads.settingsJsonSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['categoryIds', 'plateSizePropertyId', 'layoutPropertyId']),
    });
  });

  it('creates an organisation, enables keypads (refusing a wrong setting by field) and invites its owner', async () => {
    const created = await operator.call(createOrganisationCall, {
      title: 'Acme Keys',
      productName: 'Keypad Portal',
      isArchitectural: false,
      isEmployeeOnly: false,
    });
    expect(created.status).toBe(200);
    orgId = created.body.data!.organisation.id;
    expect(created.body.data!.organisation.health).toMatchObject({ ok: false, problems: [expect.stringContaining('has no owner yet')] });

    const wrong = await operator.call(enablePluginCall, { orgId, pluginId: 'keypads', settings: { ...KEYPADS, categoryIds: ['one'] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error!.message).toContain("plugin 'keypads'");
    expect(wrong.body.error!.message).toContain('Acme Keys');
    expect(wrong.body.error!.issues).toEqual([expect.objectContaining({ path: 'settings.categoryIds.0' })]);
    const missing = await operator.call(enablePluginCall, { orgId, pluginId: 'keypads', settings: { categoryIds: [1] } });
    expect(missing.body.error!.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['settings.plateSizePropertyId', 'settings.layoutPropertyId']));
    // Optional features are explicit: 'id 0' is not a way to turn one off.
    const zero = await operator.call(enablePluginCall, { orgId, pluginId: 'keypads', settings: { ...KEYPADS, backBoxPropertyId: 0 } });
    expect(zero.body.error!.issues).toEqual([expect.objectContaining({ path: 'settings.backBoxPropertyId' })]);
    expect((await operator.call(enablePluginCall, { orgId, pluginId: 'no-such-plugin', settings: {} })).status).toBe(400);

    const enabled = await operator.call(enablePluginCall, { orgId, pluginId: 'keypads', settings: { ...KEYPADS, backBoxPropertyId: null } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data!.organisation.enabledPlugins.map((p) => p.id)).toEqual(['keypads']);

    const invited = await operator.call(inviteOwnerCall, { orgId, email: 'Owner@Acme.test', firstName: 'Ada', lastName: 'Acme' });
    expect(invited.status).toBe(200);
    expect(invited.body.data!.organisation).toMatchObject({ owners: [{ email: 'owner@acme.test' }], health: { ok: true, problems: [] } });
    expect((await operator.call(listPlatformOrganisationsCall, {})).body.data!.organisations.map((o) => o.title)).toContain('Acme Keys');
  });

  it('refuses another organisation id it does not know (404) and audits every change', async () => {
    expect((await operator.call(enablePluginCall, { orgId: 999_999, pluginId: 'keypads', settings: KEYPADS })).status).toBe(404);
    const { entries } = (await operator.call(listPlatformAuditCall, { orgId })).body.data!;
    expect(entries.map((e) => e.action).reverse()).toEqual(['organisation.create', 'plugin.enable', 'owner.invite']);
    expect(entries.every((e) => e.via === 'console')).toBe(true);
  });
});

describe('the invited owner', () => {
  it('signs in by the mailed link and sees the branded portal without a restart', async () => {
    newOwner = t.client();
    expect((await newOwner.call(tokenSignInCall, { userToken: await mailedUserToken(t.server.orm, 'owner@acme.test') })).status).toBe(200);
    const session = (await newOwner.call(getSessionCall, {})).body.data!;
    expect(session.activeOrg).toMatchObject({ id: orgId, title: 'Acme Keys', role: 'owner' });
    expect(session.enabledPlugins.map((p) => p.id)).toEqual(['keypads']);
    expect(session.branding).toMatchObject({ productName: 'Keypad Portal', wording: { homeTitle: 'Welcome to the {orgTitle} Keypad Portal' } });
    expect((await newOwner.post('/api/configurator/get-configurator-homepage-data', { orgId })).status).toBe(200);
  });

  it('changes the accent colour and the statuses; a status in use cannot be removed', async () => {
    const read = await newOwner.call(getOrgSettingsCall, { orgId });
    expect(read.status).toBe(200);
    const settings: EditableOrgSettings = read.body.data!.settings;
    const statuses = settings.productOrderStatuses.map((s) => (s.key === 'shipped' ? { ...s, title: 'On its way' } : s));
    const next = {
      ...settings,
      branding: { ...settings.branding, accentColor: '#0f4c81', fontFamily: 'DIN' as const, wording: { ...settings.branding.wording, order: 'Quote' } },
      productOrderStatuses: [
        ...statuses,
        { key: 'installed', type: 'afterSaleService' as const, title: 'Installed', description: '', isVisibleToGuest: false, isMilestone: true },
      ],
    };
    const saved = await newOwner.call(updateOrgSettingsCall, { orgId, settings: next });
    expect(saved.status).toBe(200);
    const session = (await newOwner.call(getSessionCall, {})).body.data!;
    expect(session.branding).toMatchObject({ accentColor: '#0f4c81', fontFamily: 'DIN', wording: { order: 'Quote' } });
    const after = (await newOwner.call(getOrgSettingsCall, { orgId })).body.data!.settings.productOrderStatuses;
    expect(after.map((s) => s.title)).toContain('On its way');
    expect(after.at(-1)).toMatchObject({ key: 'installed', isVisibleToGuest: false });

    // An order at its first status: that status can no longer be removed.
    expect((await newOwner.call(createProductOrderCall, { productOrderProps: { orgId, title: 'First keypads' } })).status).toBe(200);
    const inUse = (await newOwner.call(getOrgSettingsCall, { orgId })).body.data!.statusKeysInUse;
    expect(inUse.length).toBeGreaterThan(0);
    const removed = await newOwner.call(updateOrgSettingsCall, {
      orgId,
      settings: { ...next, productOrderStatuses: next.productOrderStatuses.filter((s) => !inUse.includes(s.key)) },
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error!.message).toContain('A status in use by orders cannot be removed');
  });

  it('is refused invalid settings with the field named', async () => {
    const { settings } = (await newOwner.call(getOrgSettingsCall, { orgId })).body.data!;
    const greyAccent = await newOwner.call(updateOrgSettingsCall, {
      orgId,
      settings: { ...settings, branding: { ...settings.branding, accentColor: '#777777' } },
    });
    expect(greyAccent.status).toBe(400);
    expect(greyAccent.body.error!.issues).toEqual([
      expect.objectContaining({ path: 'settings.branding.accentColor', message: expect.stringContaining('hard to read') }),
    ]);
    const noFont = await newOwner.post(updateOrgSettingsCall.path, {
      orgId,
      settings: { ...settings, branding: { ...settings.branding, fontFamily: 'Comic Sans' } },
    });
    expect(noFont.status).toBe(400);
    const twice = await newOwner.call(updateOrgSettingsCall, {
      orgId,
      settings: { ...settings, productOrderStatuses: [...settings.productOrderStatuses, settings.productOrderStatuses[0]!] },
    });
    expect(twice.body.error!.issues).toEqual([expect.objectContaining({ path: 'settings.productOrderStatuses' })]);
    const integration = await newOwner.call(updateOrgSettingsCall, { orgId, settings: { ...settings, enabledIntegrations: ['nope'] } });
    expect(integration.body.error!.issues).toEqual([expect.objectContaining({ path: 'settings.enabledIntegrations.0' })]);
  });
});

describe('organisation settings permissions', () => {
  it('members and guests cannot read or write them (403); another organisation is not found (404)', async () => {
    for (const who of [member, guest]) {
      expect((await who.call(getOrgSettingsCall, { orgId: G.orgId })).status).toBe(403);
      const settings = (await owner.call(getOrgSettingsCall, { orgId: G.orgId })).body.data!.settings;
      expect((await who.call(updateOrgSettingsCall, { orgId: G.orgId, settings })).status).toBe(403);
    }
    expect((await otherOwner.call(getOrgSettingsCall, { orgId: G.orgId })).status).toBe(404);
    expect((await owner.call(getOrgSettingsCall, { orgId: OTHER_ORG_ID })).status).toBe(404);
  });
});

describe('npm run org (the command line)', () => {
  it('lists, enables and disables plugins, refusing a wrong setting by field', async () => {
    expect((await cli('list')).join('\n')).toMatch(/Acme Keys\s+plugins: keypads/);
    await expect(cli('enable-plugin', String(orgId), 'keypads', '--settings', '{"categoryIds":[1]}')).rejects.toThrow(/settings\.plateSizePropertyId/);
    await expect(cli('frobnicate')).rejects.toBeInstanceOf(CliError);
    const created = await cli('create', '--title', 'Bolt Doors', '--product-name', 'Door Studio', '--architectural');
    const id = Number(/Created organisation (\d+)/.exec(created[0]!)![1]);
    expect((await cli('set', String(id), '--title', 'Bolt Doors Ltd', '--employee-only')).join('\n')).toContain('Bolt Doors Ltd');
    const org = (await operator.call(listPlatformOrganisationsCall, {})).body.data!.organisations.find((o) => o.id === id)!;
    expect(org.branding).toMatchObject({ isArchitectural: true, isEmployeeOnly: true, productName: 'Door Studio' });
    expect((await operator.call(disablePluginCall, { orgId, pluginId: 'keypads' })).status).toBe(200);
    expect((await operator.call(listPlatformAuditCall, {})).body.data!.entries.some((e) => e.via === 'cli' && e.action === 'organisation.update')).toBe(true);
  });
});
