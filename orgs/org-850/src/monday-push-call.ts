/**
 * Organisation 850's push of a guest to its Monday board (spec catalogue §7
 * push-user-update-to-monday), as a call of its own package: mounted by the server like every call
 * (owners only, the organisation's own guests, in the API reference under this package), sent
 * through its 'monday' integration (monday.ts). The admin guests screen's row calls it with the
 * guest's Monday item id.
 */
import { z } from 'zod';
import { coreServices, dataOf, defineCall, definePluginCall, MONDAY_ITEM_ID_MAX } from '@configurator/core';

const id = z.number().int().positive();

export const pushUserUpdateToMondayCall = defineCall(
  '/configurator/push-user-update-to-monday',
  z.object({ userId: id, orgId: id, mondayItemId: z.string().trim().min(1).max(MONDAY_ITEM_ID_MAX) }),
  dataOf(z.object({ pushed: z.literal(true), delivery: z.enum(['sent', 'outbox']) })),
);

export const mondayPushCall = definePluginCall({
  call: pushUserUpdateToMondayCall,
  permission: 'owner',
  refusal: 'Only owners can push a guest to Monday.',
  deps: { integrations: coreServices.guestIntegrations },
  async handle({ orgId, userId, mondayItemId }, { deps }) {
    return { data: { pushed: true as const, delivery: await deps.integrations.pushGuest({ tool: 'monday', orgId, guestId: userId, itemId: mondayItemId }) } };
  },
  example: ({ orgId, userId }) => ({ orgId, userId, mondayItemId: '1' }),
});
