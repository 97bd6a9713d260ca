/** Every call of the API, mounted on one CallRouter. */
import type { CallRouter } from '../http/call-router.ts';
import { mountAuthRoutes } from './auth-routes.ts';

export function mountRoutes(calls: CallRouter): void {
  mountAuthRoutes(calls);
}
