/** The owner's organisation settings page (/admin/settings): read and replace, owner only. */
import { getOrgSettingsCall, updateOrgSettingsCall } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { OrgSettingsService } from '../services/org-settings-service.ts';

export function mountOrgSettingsRoutes(calls: CallRouter): void {
  calls
    .authed(getOrgSettingsCall, async ({ orgId }, { resolve, viewer }) => ({ data: await resolve(OrgSettingsService).read(viewer, orgId) }))
    .authed(updateOrgSettingsCall, async ({ orgId, settings }, { resolve, viewer }) => ({
      data: await resolve(OrgSettingsService).update(viewer, orgId, settings),
    }));
}
