/**
 * The catalogue resources on the generic resource router (issue 12 item 9): for each resource of the
 * allow-list, get / create / bulkCreate / update / bulkUpdate / destroy; owners only (the service).
 */
import type { z } from 'zod';
import {
  adminCatalogueCall,
  catalogueAdminCapabilitiesCall,
  catalogueCalls,
  catalogueResources,
  pluralOf,
  type ApiCall,
  type CatalogueResource,
} from '@configurator/core';
import type { InjectionToken } from 'tsyringe';
import type { CallRouter } from '../http/call-router.ts';
import { CatalogueAdminService } from '../services/catalogue/catalogue-admin-service.ts';
import { mayEditOptionDataFields } from '../services/catalogue/data-fields-editors.ts';
import { assertActiveOrg, assertOwner } from '../services/access.ts';

type Props = Record<string, unknown>;
/** One resource's calls with their bodies seen generically (each is parsed by its own schema first). */
interface LooseBody {
  where?: Props;
  props: Props;
  rows: Props[] & { id: number; props: Props }[];
  id: number;
}
type LooseCall = ApiCall<z.ZodType<LooseBody>, z.ZodType>;
type LooseCalls = Record<'get' | 'create' | 'bulkCreate' | 'update' | 'bulkUpdate' | 'destroy', LooseCall>;

function mountResource(calls: CallRouter, resource: CatalogueResource): void {
  const call = catalogueCalls[resource] as unknown as LooseCalls;
  const plural = pluralOf[resource];
  const service = (resolve: <T>(token: InjectionToken<T>) => T) => resolve(CatalogueAdminService);
  calls
    .authed(call.get, async ({ where }, { resolve, viewer }) => ({
      data: { [plural]: await service(resolve).get(viewer, resource, where ?? {}) },
    }))
    .authed(call.create, async ({ props }, { resolve, viewer }) => ({ data: { [resource]: await service(resolve).create(viewer, resource, props) } }))
    .authed(call.bulkCreate, async ({ rows }, { resolve, viewer }) => ({
      data: { [plural]: await service(resolve).bulkCreate(viewer, resource, rows) },
    }))
    .authed(call.update, async ({ id, props }, { resolve, viewer }) => ({ data: { [resource]: await service(resolve).update(viewer, resource, id, props) } }))
    .authed(call.bulkUpdate, async ({ rows }, { resolve, viewer }) => ({
      data: { [plural]: await service(resolve).bulkUpdate(viewer, resource, rows) },
    }))
    .authed(call.destroy, async ({ id }, { resolve, viewer }) => {
      await service(resolve).destroy(viewer, resource, id);
      return { data: { id } };
    });
}

export function mountCatalogueRoutes(calls: CallRouter): void {
  for (const resource of catalogueResources) mountResource(calls, resource);
  calls.authed(catalogueAdminCapabilitiesCall, async (_input, { viewer }) => {
    assertOwner(viewer, 'administer the catalogue');
    return { data: { canEditOptionDataFields: mayEditOptionDataFields(viewer) } };
  });
  // Every list in one answer: read one after another (the embedded database serves one connection).
  calls.authed(adminCatalogueCall, async ({ orgId }, { resolve, viewer }) => {
    assertOwner(viewer, 'administer the catalogue');
    assertActiveOrg(viewer, orgId);
    const service = resolve(CatalogueAdminService);
    const lists: Record<string, unknown> = {};
    for (const resource of catalogueResources) lists[pluralOf[resource]] = await service.get(viewer, resource, {});
    return { data: { ...lists, canEditOptionDataFields: mayEditOptionDataFields(viewer) } as never };
  });
}
