import { describe, expect, it } from 'vitest';
import { defineOrganisationServer } from './demo-organisation-plugin.ts';
import { contribute } from './define-plugin.ts';
import { demoDataPoint, integrationsPoint } from './extension-points.ts';

const data = { users: [], catalogue: {}, orders: [] };

describe('defineOrganisationServer', () => {
  it('enables the package itself first, then the plugins it names, in order', () => {
    const { demoOrganisation } = defineOrganisationServer(
      {
        pluginId: 'org-7',
        orgId: 7,
        title: 'Seven',
        plugins: [
          { id: 'a', settings: { x: 1 } },
          { id: 'b', settings: {} },
        ],
      },
      data,
    );
    expect(demoOrganisation).toMatchObject({ id: 7, title: 'Seven' });
    expect(demoOrganisation.enabledPlugins).toEqual([
      { id: 'org-7', settings: {} },
      { id: 'a', settings: { x: 1 } },
      { id: 'b', settings: {} },
    ]);
  });

  it('contributes the demo organisation and the package’s other contributions from one org plugin', () => {
    const integration = { title: 'Board', describe: () => 'x' } as never;
    const { demoOrganisation, serverPlugin } = defineOrganisationServer(
      { pluginId: 'org-7', orgId: 7, title: 'Seven', contributions: [contribute(integrationsPoint, integration, { key: 'board' })] },
      { ...data, enabledIntegrations: ['board'] },
    );
    expect(serverPlugin).toMatchObject({ id: 'org-7', kind: 'org', title: 'Seven' });
    expect(serverPlugin.contributions.map((c) => c.point)).toEqual([demoDataPoint, integrationsPoint]);
    expect(serverPlugin.contributions[0]!.value).toBe(demoOrganisation);
    expect(demoOrganisation.enabledIntegrations).toEqual(['board']);
  });
});
