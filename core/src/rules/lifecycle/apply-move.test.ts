/**
 * The transitions table, driven over every status type, role and move: no move the table forbids
 * is possible, and the allowed ones write what the spec says.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StatusDefinition } from '../../domain/organisation.ts';
import { orgRoles } from '../../domain/roles.ts';
import { applyMove, advanceAfterPayment, availableMoves } from './apply-move.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';
import { allStatusTypes } from './transitions.ts';
import { DELETED_ORDER_RETENTION_DAYS, mayDeleteOrder, restoreRefusal } from './order-deletion.ts';
import type { LifecycleActor, LifecycleOrder, MoveRequest } from './types.ts';

const s = (key: string, type: StatusDefinition['type'], extra: Partial<StatusDefinition> = {}): StatusDefinition => ({
  key,
  type,
  title: key,
  description: '',
  isVisibleToGuest: true,
  isMilestone: false,
  ...extra,
});

/** Every status type once, in the spec's order, plus a final payment after shipping (as org 850 has). */
const statuses: StatusDefinition[] = [
  s('orderStarted', 'orderStarted'),
  s('submittedForApproval', 'submittedForApproval'),
  s('readyToPayDeposit', 'payment'),
  s('static', 'static'),
  s('inProduction', 'inProduction'),
  s('shipped', 'shipped'),
  s('finalPaymentReceived', 'payment'),
  s('delivered', 'delivered'),
  s('afterSaleService', 'afterSaleService'),
];
const now = new Date(Date.UTC(2026, 10, 23, 15, 0, 0));

const orderAt = (key: string | null, extra: Partial<LifecycleOrder> = {}): LifecycleOrder => ({
  statusData: key ? { orderStarted: { date: '2026-11-01 10:00:00' }, [key]: { date: '2026-11-02 10:00:00' } } : {},
  lastCompletedStatusKey: key,
  isStocked: 0,
  amountPaidInCents: 0,
  feedbackNotes: '',
  ...extra,
});

const person = (role: (typeof orgRoles)[number], prevRole: (typeof orgRoles)[number] | null, isInvolved: boolean): LifecycleActor => ({
  kind: 'person',
  role,
  prevRole,
  isInvolved,
});
const employee = person('member', null, false);
const customer = person('guest', null, true);
const system: LifecycleActor = { kind: 'system' };

const requests: MoveRequest[] = [
  { move: 'submit' },
  { move: 'approve', feedbackNotes: 'ok' },
  { move: 'requireChanges', feedbackNotes: 'fix the phone' },
  { move: 'cancel' },
  { move: 'setStatus', statusKey: 'inProduction' },
  { move: 'confirmPayment', paymentAmountInCents: 5000 },
  { move: 'recordAwaitingPayment', paymentMethod: 'wire' },
  { move: 'delete' },
];

/** The table, restated as the spec says it, independently of transitions.ts. */
function specAllows(actor: LifecycleActor, request: MoveRequest, order: LifecycleOrder): boolean {
  const type = statuses.find((x) => x.key === order.lastCompletedStatusKey)?.type ?? 'orderStarted';
  const isEmployee = actor.kind === 'person' && (actor.role === 'owner' || actor.role === 'member') && actor.prevRole === null;
  const isInvolved = actor.kind === 'person' && actor.isInvolved;
  const isSystem = actor.kind === 'system';
  switch (request.move) {
    case 'submit':
      return (isEmployee || isInvolved) && type === 'orderStarted';
    case 'approve':
    case 'requireChanges':
      return isEmployee && type === 'submittedForApproval';
    case 'cancel':
      return (isEmployee || isInvolved) && type !== 'orderStarted' && order.amountPaidInCents === 0;
    case 'setStatus':
      return isEmployee && (order.lastCompletedStatusKey ?? statuses[0]!.key) !== request.statusKey && statuses.some((x) => x.key === request.statusKey);
    case 'confirmPayment':
      return isSystem && (type === 'payment' || type === 'shipped') && order.lastCompletedStatusKey !== statuses.at(-1)!.key;
    case 'recordAwaitingPayment':
      return (isSystem || isEmployee || isInvolved) && (type === 'payment' || type === 'shipped');
    case 'delete':
      // Issue 32: the people on the order only a draft, staff later too; never once money was taken or while a payment runs.
      return (isEmployee || (isInvolved && type === 'orderStarted')) && order.amountPaidInCents === 0 && order.isProcessingPayment !== 1;
    default:
      // A plugin's move: core's table alone has none.
      return false;
  }
}

const actorArb: fc.Arbitrary<LifecycleActor> = fc.oneof(
  fc.constant(system),
  fc.record({
    kind: fc.constant('person' as const),
    role: fc.constantFrom(...orgRoles),
    prevRole: fc.constantFrom(null, ...orgRoles),
    isInvolved: fc.boolean(),
  }),
);
const orderArb = fc.record({
  key: fc.constantFrom(null, ...statuses.map((x) => x.key)),
  isStocked: fc.constantFrom(0 as const, 1 as const),
  amountPaidInCents: fc.constantFrom(0, 1, 250_000),
  isProcessingPayment: fc.constantFrom(0 as const, 1 as const),
});
const requestArb = fc.oneof(
  fc.constantFrom(...requests),
  fc.constantFrom(...statuses.map((x) => x.key), 'noSuchStatus').map((statusKey): MoveRequest => ({ move: 'setStatus', statusKey })),
);

describe('the transitions table', () => {
  it('allows exactly the moves the spec allows, for every status type, role and move', () => {
    fc.assert(
      fc.property(actorArb, orderArb, requestArb, (actor, o, request) => {
        const order = orderAt(o.key, { isStocked: o.isStocked, amountPaidInCents: o.amountPaidInCents, isProcessingPayment: o.isProcessingPayment });
        const result = applyMove({ statuses, order, actor, request, now });
        expect(result.ok).toBe(specAllows(actor, request, order));
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
        if (result.ok && result.move === 'delete') expect(result).toMatchObject({ statusData: order.statusData, lastCompletedStatusKey: o.key });
        else if (result.ok) {
          expect(statuses.map((x) => x.key)).toContain(result.lastCompletedStatusKey);
          expect(result.statusData[result.lastCompletedStatusKey!]).toBeDefined();
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('covers every status type in its fixture', () => {
    expect(new Set(statuses.map((x) => x.type))).toEqual(new Set(allStatusTypes));
  });

  it('submits a made-to-order order for approval and a stocked one straight to payment', () => {
    const started = orderAt('orderStarted');
    const submitted = applyMove({ statuses, order: started, actor: customer, request: { move: 'submit' }, now });
    expect(submitted).toMatchObject({ ok: true, row: 'submit', lastCompletedStatusKey: 'submittedForApproval', notify: 'submitted' });
    expect(submitted.ok && submitted.statusData.submittedForApproval).toEqual({ date: '2026-11-23 15:00:00' });
    const stocked = applyMove({ statuses, order: { ...started, isStocked: 1 }, actor: customer, request: { move: 'submit' }, now });
    expect(stocked).toMatchObject({ ok: true, row: 'submitStocked', lastCompletedStatusKey: 'readyToPayDeposit' });
  });

  it('requires changes: back to orderStarted with the feedback, later dots cleared', () => {
    const result = applyMove({
      statuses,
      order: orderAt('submittedForApproval'),
      actor: employee,
      request: { move: 'requireChanges', feedbackNotes: 'fix it' },
      now,
    });
    expect(result).toMatchObject({ ok: true, lastCompletedStatusKey: 'orderStarted', feedbackNotes: 'fix it', notify: 'changesRequested' });
    expect(result.ok && Object.keys(result.statusData)).toEqual(['orderStarted']);
  });

  it('refuses cancel with clear messages before submission and after a payment', () => {
    expect(applyMove({ statuses, order: orderAt('orderStarted'), actor: customer, request: { move: 'cancel' }, now })).toEqual({
      ok: false,
      reason: 'notAllowed',
      message: m.cancelNotStarted,
    });
    expect(applyMove({ statuses, order: orderAt('inProduction', { amountPaidInCents: 100 }), actor: customer, request: { move: 'cancel' }, now })).toEqual({
      ok: false,
      reason: 'notAllowed',
      message: m.cancelAfterPayment,
    });
    const cancelled = applyMove({ statuses, order: orderAt('submittedForApproval'), actor: customer, request: { move: 'cancel' }, now });
    expect(cancelled).toMatchObject({ ok: true, lastCompletedStatusKey: 'orderStarted' });
  });

  it('answers forbidden for a guest approving, unknownStatus for a key the organisation lacks', () => {
    expect(applyMove({ statuses, order: orderAt('submittedForApproval'), actor: customer, request: { move: 'approve' }, now })).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(
      applyMove({ statuses, order: orderAt('submittedForApproval'), actor: employee, request: { move: 'setStatus', statusKey: 'nope' }, now }),
    ).toMatchObject({
      ok: false,
      reason: 'unknownStatus',
      message: 'This organisation has no order status "nope".',
    });
  });

  it('staff set-status honours skipNotifyingGuest', () => {
    const result = applyMove({
      statuses,
      order: orderAt('inProduction'),
      actor: employee,
      request: { move: 'setStatus', statusKey: 'shipped', skipNotifyingGuest: true },
      now,
    });
    expect(result).toMatchObject({ ok: true, notify: null, lastCompletedStatusKey: 'shipped' });
  });

  it('advances after a payment and records the amount on the reached step', () => {
    const result = advanceAfterPayment({ statuses, order: orderAt('readyToPayDeposit'), now, paymentAmountInCents: 12_345 });
    expect(result).toMatchObject({ ok: true, lastCompletedStatusKey: 'static' });
    expect(result.ok && result.statusData.static).toEqual({ date: '2026-11-23 15:00:00', paymentAmountInCents: 12_345 });
  });

  it('lets the people on an order delete only an unpaid draft, staff also later but never once paid (issue 32)', () => {
    const del = { move: 'delete' } as const;
    const sharee = person('guest', null, true);
    expect(mayDeleteOrder({ statuses, order: orderAt(null), actor: sharee, now })).toBe(true);
    expect(applyMove({ statuses, order: orderAt('submittedForApproval'), actor: customer, request: del, now })).toEqual({
      ok: false,
      reason: 'notAllowed',
      message: m.deleteAfterSubmit,
    });
    expect(applyMove({ statuses, order: orderAt('inProduction', { amountPaidInCents: 250_000 }), actor: customer, request: del, now })).toEqual({
      ok: false,
      reason: 'notAllowed',
      message: m.deleteAfterPayment,
    });
    expect(mayDeleteOrder({ statuses, order: orderAt('submittedForApproval'), actor: employee, now })).toBe(true);
    expect(applyMove({ statuses, order: orderAt('shipped', { amountPaidInCents: 1 }), actor: employee, request: del, now })).toMatchObject({
      ok: false,
      message: m.deleteAfterPayment,
    });
    expect(applyMove({ statuses, order: orderAt('readyToPayDeposit', { isProcessingPayment: 1 }), actor: employee, request: del, now })).toMatchObject({
      ok: false,
      message: m.deleteDuringPayment,
    });
    // A guest who is not on the order may never delete it.
    expect(applyMove({ statuses, order: orderAt('orderStarted'), actor: person('guest', null, false), request: del, now })).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('keeps a deleted order restorable for the retention period, then refuses', () => {
    const deletedAt = '2026-11-01 10:00:00';
    expect(restoreRefusal(deletedAt, new Date(Date.UTC(2026, 10, 30, 10, 0, 0)))).toBeNull();
    expect(restoreRefusal(deletedAt, new Date(Date.UTC(2026, 11, 1, 10, 0, 0)))).toBe(
      `This order was deleted more than ${DELETED_ORDER_RETENTION_DAYS} days ago and can no longer be restored.`,
    );
    expect(restoreRefusal(null, now)).toBe(m.restoreNotDeleted);
  });

  it('lists the moves a person could make now', () => {
    expect(availableMoves({ statuses, order: orderAt('submittedForApproval'), actor: employee, now })).toEqual([
      'approve',
      'requireChanges',
      'cancel',
      'setStatus',
    ]);
    expect(availableMoves({ statuses, order: orderAt('orderStarted'), actor: customer, now })).toEqual(['submit']);
  });
});
