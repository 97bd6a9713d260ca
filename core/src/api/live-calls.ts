/**
 * The live channel (issue 36): one server-sent event stream per viewer and screen, at GET
 * /configurator/live. A screen names what it follows (an order's page or plan canvas, or the orders
 * list); every event names the change (ids, versions, kinds), who made it and a short notice, and
 * never a price: the screen reads what changed through the calls it already makes, which apply the
 * viewer's price projection. A reconnecting screen names the last event it saw (Last-Event-ID, or
 * the `after` parameter) and is sent what it missed.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId, varchar } from './fields.ts';
import { medium } from '../domain/resources.ts';
import { planRecordsShape } from './order-calls.ts';
import { instanceForViewer, orderForViewer } from './pricing-visibility.ts';

export const liveStreamPath = '/configurator/live';

/** What a screen follows: one order (its page or its plan canvas), or the organisation's orders list. */
export const liveScopes = ['order', 'plan', 'orders'] as const;
export type LiveScope = (typeof liveScopes)[number];

/** The limits and rhythms of the channel, in one place. */
export const liveConstants = {
  /** A comment line this often keeps proxies from closing an idle stream and shows a dead one. */
  heartbeatMs: 15_000,
  /** Events waiting for one slow connection: beyond this it is closed and resumes from its last id. */
  queueMaxEvents: 200,
  /** Bytes the socket may hold unsent before the connection counts as slow. */
  socketMaxBufferedBytes: 256 * 1024,
  /** Missed events sent on a resume; more than this and the screen reloads instead. */
  resumeMaxEvents: 500,
  /** How long a reconnecting browser waits (the stream's retry field). */
  retryMs: 1_000,
  /** A presence not renewed within this is gone (a closed tab on another instance). */
  presenceTtlMs: 45_000,
  /** The selection a presence carries: enough ids for a box selection, bounded. */
  presenceSelectionMax: 50,
  /** How long changes are kept for resuming. */
  keptHours: 24,
  /** Items one live read may name (a change names the items it touched; more: the page reads the whole order). */
  readItemsMax: 200,
} as const;

const queryId = z.coerce.number().pipe(recordId());
/** The stream's query string: its scope and order, and the last event seen when resuming without the header. */
export const liveStreamQuery = z
  .object({
    scope: z.enum(liveScopes),
    orgId: queryId,
    orderId: queryId.optional(),
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    /** The plan view the viewer is in (presence). */
    view: varchar(64).optional(),
  })
  .strict()
  .refine((q) => q.scope === 'orders' || q.orderId !== undefined, { message: 'An order page or plan follows one order: give orderId.', path: ['orderId'] });

/** What a change touched. */
export const liveChangeKinds = ['created', 'status', 'payment', 'processing', 'details', 'sharing', 'item', 'plan', 'deleted'] as const;
export type LiveChangeKind = (typeof liveChangeKinds)[number];

const recordRef = z.object({ type: varchar(64), id: recordId(), version: z.number().int().nullable() });

/** One change as a viewer receives it (event name `change`); ids and versions, never amounts. */
export const liveChange = z.object({
  id: z.number().int().positive(),
  orderId: recordId(),
  orgSpecificId: recordId(),
  /** The order's version after the change (null when the change did not touch the order's row). */
  orderVersion: z.number().int().nullable(),
  kinds: z.array(z.enum(liveChangeKinds)),
  /** The status the order moved to, as this viewer names it (statuses they may not see are not named). */
  statusTitle: z.string().nullable(),
  items: z.array(recordRef),
  records: z.array(recordRef),
  actor: z.object({ userId: recordId(), name: z.string() }).nullable(),
  notice: z.string(),
});
export type LiveChange = z.infer<typeof liveChange>;

/** Who else is on a plan (event name `presence`): their view and selection, in their colour. */
export const livePresence = z.object({
  userId: recordId(),
  name: z.string(),
  colour: z.string(),
  view: z.string().nullable(),
  selection: z.array(z.object({ type: varchar(64), id: recordId() })),
  /** False: they left. */
  here: z.boolean(),
});
export type LivePresence = z.infer<typeof livePresence>;

/** A plan viewer tells the others where they are and what they have selected. */
export const livePresenceCall = defineCall(
  '/configurator/live-presence',
  z
    .object({
      productOrderId: recordId(),
      view: varchar(64).nullable(),
      selection: z.array(z.object({ type: varchar(64), id: recordId() }).strict()).max(liveConstants.presenceSelectionMax),
    })
    .strict(),
  dataOf(z.object({ shared: z.boolean() })),
);

/**
 * What a screen reads after another person's change (issue 36): only what the change names, not the
 * whole order page with its catalogue. The order (as this viewer may see it: prices absent when
 * hidden), the named items that still exist and the ids of those that do not, the plan's records when
 * the plan changed, and the organisation's media added since the newest the page holds (an item or
 * entity may name a picture uploaded with the change).
 */
export const liveReadCall = defineCall(
  '/configurator/live-read',
  z
    .object({
      productOrderId: recordId(),
      itemIds: z.array(recordId()).max(liveConstants.readItemsMax),
      plan: z.boolean(),
      /** The highest medium id the page holds (0: none). */
      mediaAfter: z.number().int().min(0).max(2_147_483_647),
    })
    .strict(),
  dataOf(
    z.object({
      productOrder: orderForViewer,
      pricingIsHidden: z.boolean(),
      productInstances: z.array(instanceForViewer),
      removedInstanceIds: z.array(recordId()),
      media: z.array(medium),
      /** Present when plan was asked for and the order is spatial. */
      ...planRecordsShape,
    }),
  ),
);

/** The short notice of who changed what, in one place (the first kind that applies names the change). */
export function liveNotice(change: {
  kinds: readonly LiveChangeKind[];
  actorName: string | null;
  statusTitle: string | null;
  itemTitle: string | null;
  itemCount: number;
}): string {
  const who = change.actorName || 'Someone';
  const item = change.itemCount > 1 ? `${change.itemCount} items` : change.itemTitle ? `'${change.itemTitle}'` : 'an item';
  const has = (kind: LiveChangeKind) => change.kinds.includes(kind);
  if (has('deleted')) return `${who} deleted the order`;
  if (has('payment')) return change.actorName ? `${who} recorded a payment` : 'A payment was confirmed';
  if (has('status')) return change.statusTitle ? `${who} moved the order to ${change.statusTitle}` : `${who} moved the order on`;
  if (has('processing')) return `${change.actorName ? who : 'The gateway'} updated the payment`;
  if (has('sharing')) return `${who} changed who the order is shared with`;
  if (has('item')) return `${who} changed ${item}`;
  if (has('plan')) return `${who} changed the plan`;
  if (has('created')) return `${who} created the order`;
  return `${who} changed the order details`;
}

/** What the plan says when another person's write on the same record landed first (issue 36 item 4). */
export const liveMessages = {
  firstWriteKept: (name: string) => `${name} changed this first, and their change is kept. Yours was not saved: Redo applies it again over theirs.`,
} as const;
