/**
 * The one place order changes are caught on their way to the database (issue 36): a MikroORM
 * subscriber sees every flush's change sets, and for each order they touch writes one live_change row
 * (kinds, ids and versions, the actor; never an amount) in the flush's own transaction, with a NOTIFY
 * of its id that PostgreSQL delivers to every instance when, and only when, the transaction commits.
 * The embedded database has one process: after each commit the local feed is told to read new rows.
 * Writes that bypass the unit of work (nativeUpdate/nativeDelete) are not seen, unless noted with
 * noteItemsWrittenBeside (the order-level write's one UPDATE of many items): they join the next flush's row.
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

interface PendingChange {
  orgId: number;
  orderId: number;
  orderVersion: number | null;
  detail: ChangeDetail;
}

type AnyEntity = Record<string, unknown>;
const numberOr = (value: unknown, fallback: number | null): number | null => (typeof value === 'number' ? value : fallback);

/** Items an order write updated with its own SQL, beside the unit of work, by the entity manager that will flush. */
interface ItemsWrittenBeside {
  orgId: number;
  orderId: number;
  items: readonly { id: number; version: number; title: string }[];
}
const writtenBeside = new WeakMap<object, ItemsWrittenBeside[]>();

/** Items of an order updated outside the unit of work: the next flush of `em` names them in its live_change row as updates. */
export function noteItemsWrittenBeside(em: EntityManager, written: ItemsWrittenBeside): void {
  const noted = writtenBeside.get(em) ?? [];
  noted.push(written);
  writtenBeside.set(em, noted);
}

function changesOf(changeSets: ChangeSet<object>[], beside: readonly ItemsWrittenBeside[] = []): PendingChange[] {
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
  for (const { orgId, orderId, items } of beside) {
    const change = pending(orgId, orderId)!;
    addKind(change, 'item');
    for (const item of items) change.detail.items.push({ type: ChangeSetType.UPDATE, id: item.id, version: item.version, title: item.title.slice(0, 255) });
  }
  // An order whose only change is what the server recomputed (costs after an item's write) has none of its own.
  return [...byOrder.values()].filter((c) => c.detail.kinds.length > 0);
}

export class ChangeCapture implements EventSubscriber {
  /** Rows written since the local feed last looked (the embedded database's in-process delivery). */
  private written = false;

  constructor(private readonly afterCommit: () => void) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const beside = writtenBeside.get(em);
    if (beside) writtenBeside.delete(em);
    const changes = changesOf(uow.getChangeSets(), beside);
    if (!changes.length) return;
    const actor = currentChangeActor();
    const values: string[] = [];
    const params: unknown[] = [];
    for (const change of changes) {
      values.push('(?, ?, ?, ?, ?::jsonb)');
      params.push(change.orgId, change.orderId, actor, change.orderVersion, JSON.stringify(change.detail));
    }
    // In the flush's transaction when there is one (an explicit em.transactional); else the flush has
    // committed already and this is its own statement. NOTIFY is delivered at commit, never on rollback.
    await em.getConnection().execute(
      `with added as (insert into live_change (org_id, product_order_id, actor_user_id, order_version, detail) values ${values.join(', ')} returning id)
       select pg_notify('${LIVE_CHANNEL}', string_agg(id::text, ',')) from added`,
      params,
      'all',
      em.getTransactionContext(),
    );
    this.written = true;
    if (!em.isInTransaction()) this.committed();
  }

  afterTransactionCommit(_args: TransactionEventArgs): void {
    this.committed();
  }

  private committed(): void {
    if (!this.written) return;
    this.written = false;
    this.afterCommit();
  }
}
