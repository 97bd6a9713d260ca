/** The platform console's calls (/platform): operators only, through PlatformAuth; every change audited. */
import {
  createOrganisationCall,
  disablePluginCall,
  enablePluginCall,
  inviteOwnerCall,
  listInstalledPluginsCall,
  listPlatformAuditCall,
  listPlatformOrganisationsCall,
  platformSessionCall,
  platformSignInCall,
  platformSignOutCall,
  updateOrganisationCall,
} from '@configurator/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CallRouter, CallScope } from '../http/call-router.ts';
import type { Viewer } from '../auth/viewer.ts';
import { Tokens } from '../di/tokens.ts';
import { PlatformAuth, type Operator } from '../platform/platform-auth.ts';
import { PlatformService } from '../platform/platform-service.ts';
import { installedPluginsInfo } from '../platform/plugin-forms.ts';
import { PlatformAuditSchema } from '../db/entities/index.ts';
import { RateLimits } from '../http/rate-limits.ts';
import { OrgRegistries } from '../plugins/org-registries.ts';
import type { Actor } from '../platform/platform-audit.ts';

const operatorOf = (scope: CallScope<Viewer | null>): Promise<Operator> => scope.resolve(PlatformAuth).require(scope.ctx, scope.viewer);
const actorOf = (operator: Operator): Actor => ({ userId: operator.user.id, via: 'console' });
const describeOperator = (operator: { user: { id: number; email: string; firstName: string; lastName: string } }) => ({
  userId: operator.user.id,
  email: operator.user.email,
  firstName: operator.user.firstName,
  lastName: operator.user.lastName,
});

export function mountPlatformRoutes(calls: CallRouter): void {
  calls
    .open(platformSignInCall, async ({ email, password }, { resolve, ctx }) => {
      const user = await resolve(RateLimits).countFailures(
        { signInAccount: email, signInAddress: ctx.ip },
        ctx,
        () => resolve(PlatformAuth).signIn(ctx, email, password),
        ['signInAccount'],
      );
      return { data: describeOperator({ user }) };
    })
    .open(platformSessionCall, async (_input, { resolve, ctx }) => {
      const operator = await resolve(PlatformAuth).operatorFor(ctx);
      return { data: operator ? describeOperator(operator) : null };
    })
    .open(platformSignOutCall, async (_input, { resolve, ctx }) => {
      await resolve(PlatformAuth).signOut(ctx);
      return { data: { signedOut: true as const } };
    })
    .open(listInstalledPluginsCall, async (_input, scope) => {
      await operatorOf(scope);
      return { data: { plugins: installedPluginsInfo(scope.resolve(OrgRegistries).installed) } };
    })
    .open(listPlatformOrganisationsCall, async (_input, scope) => {
      await operatorOf(scope);
      return { data: { organisations: await scope.resolve(PlatformService).list() } };
    })
    .open(createOrganisationCall, async (input, scope) => {
      const operator = await operatorOf(scope);
      return { data: { organisation: await scope.resolve(PlatformService).create(actorOf(operator), input) } };
    })
    .open(updateOrganisationCall, async (input, scope) => {
      const operator = await operatorOf(scope);
      return { data: { organisation: await scope.resolve(PlatformService).update(actorOf(operator), input) } };
    })
    .open(inviteOwnerCall, async (input, scope) => {
      const operator = await operatorOf(scope);
      await scope.resolve(RateLimits).consume('invitation', operator.user.id, scope.ctx);
      return { data: { organisation: await scope.resolve(PlatformService).inviteOwner(actorOf(operator), input) } };
    })
    .open(enablePluginCall, async (input, scope) => {
      const operator = await operatorOf(scope);
      return { data: { organisation: await scope.resolve(PlatformService).enablePlugin(actorOf(operator), input) } };
    })
    .open(disablePluginCall, async (input, scope) => {
      const operator = await operatorOf(scope);
      return { data: { organisation: await scope.resolve(PlatformService).disablePlugin(actorOf(operator), input) } };
    })
    .open(listPlatformAuditCall, async ({ orgId, limit }, scope) => {
      await operatorOf(scope);
      const em = scope.resolve<EntityManager>(Tokens.Em);
      const rows = await em.find(PlatformAuditSchema, orgId ? { orgId } : {}, { orderBy: { id: 'desc' }, limit });
      return {
        data: {
          entries: rows.map((r) => ({
            id: r.id,
            actorUserId: r.actorUserId ?? null,
            via: r.via,
            orgId: r.orgId ?? null,
            action: r.action,
            details: r.details,
            created: String(r.created),
          })),
        },
      };
    });
}
