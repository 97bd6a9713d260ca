/**
 * The catalogue admin screens' one call (issue 37 item 3): every list of the active organisation in
 * one answer, owners only, scoped to the active organisation; and the document of an admin address
 * carries its answer, so the screen asks nothing more.
 */
import { describe, expect, it } from 'vitest';
import { adminCatalogueCall, catalogueResources, pluralOf } from '@configurator/core';
import { useRoleMatrix } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';

const { owner, member, guest } = useRoleMatrix({ demoOrganisations: fixtureOrganisations });

describe('the admin catalogue call', () => {
  it('answers the owner every list of the organisation with what the screens may show', async () => {
    const answer = await owner.call(adminCatalogueCall, { orgId: G.orgId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    for (const resource of catalogueResources) expect(Array.isArray(data[pluralOf[resource]]), resource).toBe(true);
    expect((data.products as { id: number; orgId: number }[]).some((p) => p.id === G.shaker)).toBe(true);
    expect((data.products as { orgId: number }[]).every((p) => p.orgId === G.orgId)).toBe(true);
    expect(typeof data.canEditOptionDataFields).toBe('boolean');
  });

  it('refuses members and guests (403), another organisation (403) and a bad body (400)', async () => {
    expect((await member.call(adminCatalogueCall, { orgId: G.orgId })).status).toBe(403);
    expect((await guest.call(adminCatalogueCall, { orgId: G.orgId })).status).toBe(403);
    expect((await owner.call(adminCatalogueCall, { orgId: 2 })).status).toBe(403);
    expect((await owner.post(adminCatalogueCall.path, { orgId: 'abc' })).status).toBe(400);
    expect((await owner.post(adminCatalogueCall.path, {})).status).toBe(400);
  });
});
