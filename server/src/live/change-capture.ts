/**
 * The one place order changes are caught on their way to the database (issue 36): a MikroORM
 * subscriber sees every flush's change sets, and for each order they touch writes one live_change row
 * (kinds, ids and versions, the actor; never an amount) in the flush's own transaction, with a NOTIFY
 * of its id that PostgreSQL delivers to every instance when, and only when, the transaction commits.
 * The embedded database has one process: after each commit the local feed is told to read new rows.
 * Writes that bypass the unit of work (nativeUpdate/nativeDelete) are not seen. The one hand-written
 * write of order data, an item update (services/item-update-write.ts), adds its own row in its own
 * statement with insertLiveChanges and itemUpdateChange, and says so with noteLiveChangeWritten.
 */
import { ChangeSetType, type ChangeSet, type EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import type { LiveChangeKind } from '@configurator/core';
import { currentChangeActor } from './change-actor.ts';

export const LIVE_CHANNEL = 'live_change';

/** Plan records by entity name, with the type name the plan calls use. */
const planRecordTypes: Record<string, string> = {
  ArchWall: 'archWall',
  ArchElevation: 'archElevation',
  ArchCustomView: 'archCustomView',
  ProductCanvasText: 'productCanvasText',
  ProductCanvasLine: 'productCanvasLine',
  GenericEntity: 'entity',
};

/** Order fields whose change is a kind of its own; any other field is 'details'. */
const orderFieldKinds: Record<string, LiveChangeKind> = {
  lastCompletedStatusKey: 'status',
  statusData: 'status',
  amountPaidInCents: 'payment',
  lastPaymentDate: 'payment',
  isProcessingPayment: 'processing',
  involvedUsers: 'sharing',
  deletedAt: 'deleted',
};
/** Fields the server recomputes as a consequence of other changes: never a change of their own. */
const consequentialOrderFields = new Set(['costs', 'version', 'lastUpdated', 'productInstancesCount', 'effectivePricingDate', 'integrationData']);

export interface ChangeDetail {
  kinds: LiveChangeKind[];
  statusKey: string | null;
  items: { type: string; id: number; version: number | null; title: string }[];
  records: { type: string; id: number; version: number | null }[];
}

/** One live_change row to write: an order and what changed in it. */
export interface PendingChange {
  orgId: number;
  orderId: number;
  orderVersion: number | null;
  detail: ChangeDetail;
}

type AnyEntity = Record<string, unknown>;
const numberOr = (value: unknown, fallback: number | null): number | null => (typeof value === 'number' ? value : fallback);

/**
 * The row of an item update written by hand: as a flush would name it (changesOf) when its change sets
 * are the items' updates and, when the order's costs moved, the order's (then its new version).
 */
export function itemUpdateChange(
  order: { orgId: number; id: number; version: number },
  orderWritten: boolean,
  items: readonly { id: number; version: number; title: string }[],
): PendingChange {
  return {
    orgId: order.orgId,
    orderId: order.id,
    orderVersion: orderWritten ? order.version : null,
    detail: {
      kinds: ['item'],
      statusKey: null,
      items: items.map((i) => ({ type: ChangeSetType.UPDATE, id: i.id, version: i.version, title: i.title.slice(0, 255) })),
      records: [],
    },
  };
}

/**
 * The INSERT of `changes` as live_change rows (by the current actor), returning their ids: run as a
 * CTE named `added` of a statement that selects NOTIFY_ADDED, so the rows and their NOTIFY go together.
 */
export function insertLiveChanges(changes: readonly PendingChange[]): { sql: string; params: unknown[] } {
  const actor = currentChangeActor();
  const values: string[] = [];
  const params: unknown[] = [];
  for (const change of changes) {
    values.push('(?, ?, ?, ?, ?::jsonb)');
    params.push(change.orgId, change.orderId, actor, change.orderVersion, JSON.stringify(change.detail));
  }
  return { sql: `insert into live_change (org_id, product_order_id, actor_user_id, order_version, detail) values ${values.join(', ')} returning id`, params };
}

/** What the statement selects to NOTIFY every instance of the rows its `added` CTE inserted (delivered at commit). */
export const NOTIFY_ADDED = `pg_notify('${LIVE_CHANNEL}', (select string_agg(id::text, ',') from added))`;

/** Transactions (by their entity manager) that wrote live_change rows by hand: their commit tells the local feed. */
const writtenByHand = new WeakSet<object>();

/** Says that `em`'s transaction wrote live_change rows itself (insertLiveChanges): its commit tells the local feed. */
export function noteLiveChangeWritten(em: EntityManager): void {
  writtenByHand.add(em);
}

function changesOf(changeSets: ChangeSet<object>[]): PendingChange[] {
  const byOrder = new Map<number, PendingChange>();
  const pending = (orgId: unknown, orderId: unknown): PendingChange | null => {
    if (typeof orgId !== 'number' || typeof orderId !== 'number') return null;
    let change = byOrder.get(orderId);
    if (!change) byOrder.set(orderId, (change = { orgId, orderId, orderVersion: null, detail: { kinds: [], statusKey: null, items: [], records: [] } }));
    return change;
  };
  const addKind = (change: PendingChange, kind: LiveChangeKind) => {
    if (!change.detail.kinds.includes(kind)) change.detail.kinds.push(kind);
  };
  for (const cs of changeSets) {
    const entity = cs.entity as AnyEntity;
    const name = cs.meta.className;
    if (name === 'ProductOrder') {
      const change = pending(entity.orgId, entity.id);
      if (!change) continue;
      change.orderVersion = numberOr(entity.version, null);
      if (cs.type === ChangeSetType.CREATE) addKind(change, 'created');
      else if (cs.type === ChangeSetType.DELETE || cs.type === ChangeSetType.DELETE_EARLY) addKind(change, 'deleted');
      else {
        const fields = Object.keys(cs.payload ?? {});
        for (const field of fields) {
          const kind = orderFieldKinds[field];
          if (kind && !(kind === 'deleted' && entity.deletedAt == null)) addKind(change, kind);
          else if (!kind && !consequentialOrderFields.has(field)) addKind(change, 'details');
        }
        if (change.detail.kinds.includes('status'))
          change.detail.statusKey = typeof entity.lastCompletedStatusKey === 'string' ? entity.lastCompletedStatusKey : null;
      }
    } else if (name === 'ProductInstance') {
      const change = pending(entity.orgId, entity.productOrderId);
      if (!change) continue;
      addKind(change, 'item');
      change.detail.items.push({
        type: cs.type,
        id: entity.id as number,
        version: numberOr(entity.version, null),
        title: typeof entity.title === 'string' ? entity.title.slice(0, 255) : '',
      });
    } else if (name === 'ShareLink') {
      const change = pending(entity.orgId, entity.productOrderId);
      if (change) addKind(change, 'sharing');
    } else if (planRecordTypes[name]) {
      const change = pending(entity.orgId, entity.productOrderId);
      if (!change) continue;
      addKind(change, 'plan');
      change.detail.records.push({
        type: planRecordTypes[name],
        id: entity.id as number,
        version: cs.type === ChangeSetType.DELETE ? null : numberOr(entity.version, null),
      });
    }
  }
  // An order whose only change is what the server recomputed (costs after an item's write) has none of its own.
  return [...byOrder.values()].filter((c) => c.detail.kinds.length > 0);
}

export class ChangeCapture implements EventSubscriber {
  /** Rows written since the local feed last looked (the embedded database's in-process delivery). */
  private written = false;

  constructor(private readonly afterCommit: () => void) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const changes = changesOf(uow.getChangeSets());
    if (!changes.length) return;
    const { sql, params } = insertLiveChanges(changes);
    // In the flush's transaction when there is one (an explicit em.transactional); else the flush has
    // committed already and this is its own statement. NOTIFY is delivered at commit, never on rollback.
    await em.getConnection().execute(`with added as (${sql}) select ${NOTIFY_ADDED}`, params, 'all', em.getTransactionContext());
    this.written = true;
    if (!em.isInTransaction()) this.committed();
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (writtenByHand.delete(em)) this.written = true;
    this.committed();
  }

  private committed(): void {
    if (!this.written) return;
    this.written = false;
    this.afterCommit();
  }
}
