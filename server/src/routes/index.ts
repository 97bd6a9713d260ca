/** Every call of the API, mounted on one CallRouter. */
import type { CallRouter } from '../http/call-router.ts';
import { mountAuthRoutes } from './auth-routes.ts';
import { mountDocumentRoutes } from './document-routes.ts';
import { mountLifecycleRoutes } from './lifecycle-routes.ts';
import { mountOrderRoutes } from './order-routes.ts';
import { mountResourceRoutes } from './resource-routes.ts';
import { mountPlanRoutes } from './plan-routes.ts';
import { mountShareRoutes } from './share-routes.ts';
import { mountGuestRoutes } from './guest-routes.ts';
import { mountCatalogueRoutes } from './catalogue-routes.ts';
import { mountPlatformRoutes } from './platform-routes.ts';
import { mountOrgSettingsRoutes } from './org-settings-routes.ts';
import { mountProductGraphicRoutes } from './product-graphic-routes.ts';
import { mountIntegrationRoutes } from './integration-routes.ts';
import { mountEntityBulkWriteRoutes } from './entity-bulk-write-routes.ts';

export function mountRoutes(calls: CallRouter): void {
  mountAuthRoutes(calls);
  mountShareRoutes(calls);
  mountGuestRoutes(calls);
  mountOrderRoutes(calls);
  mountResourceRoutes(calls);
  mountPlanRoutes(calls);
  mountLifecycleRoutes(calls);
  mountDocumentRoutes(calls);
  mountCatalogueRoutes(calls);
  mountOrgSettingsRoutes(calls);
  mountPlatformRoutes(calls);
  mountProductGraphicRoutes(calls);
  mountIntegrationRoutes(calls);
  mountEntityBulkWriteRoutes(calls);
}
