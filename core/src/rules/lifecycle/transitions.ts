/**
 * The order lifecycle as one table (spec orders §4), in the manner of Vendure's OrderProcess: each
 * row names a move, the status types it may start from, where it lands, who may make it, the guards
 * that may refuse it and the effects it has. applyMove (apply-move.ts) reads this table and nothing
 * else: a new kind of move is a new row, not a new branch.
 */
import { fillTemplate } from '../../plugins/defaults.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';
import type { StatusType } from './status-sequence.ts';
import type { LifecycleEvent, LifecycleOrder, MoveName, MoveRequest, Party, PluginMoveName, TargetResolver } from './types.ts';

export const allStatusTypes: readonly StatusType[] = [
  'orderStarted',
  'submittedForApproval',
  'payment',
  'static',
  'inProduction',
  'shipped',
  'delivered',
  'afterSaleService',
];

export interface GuardContext {
  order: LifecycleOrder;
  currentType: StatusType;
  request: MoveRequest;
  /** Who asks (a guard may let staff further than the people on the order). */
  parties: readonly Party[];
}

/** A guard answers a refusal message, or null to let the move through. */
export interface Guard {
  id: string;
  check: (ctx: GuardContext) => string | null;
}

/**
 * What a move writes besides the status:
 *  - statusData: 'advance' keeps earlier entries and adds the target's; 'resetTo' also drops the
 *    entries of every later step (the dots after it turn light again); 'annotateCurrent' writes on
 *    the current step's entry without moving; 'keep' changes nothing (delete);
 *  - feedbackNotes: 'set' stores the request's notes, 'clear' empties them, 'keep' leaves them;
 *  - payment: 'amount' records paymentAmountInCents on the target's entry, 'awaitingMethod' records
 *    awaitingPaymentMethod on the current entry.
 */
export interface Effects {
  statusData: 'advance' | 'resetTo' | 'annotateCurrent' | 'keep';
  feedbackNotes: 'set' | 'clear' | 'keep';
  payment?: 'amount' | 'awaitingMethod';
}

export interface TransitionRow {
  /** Unique row name (history and tests name it). */
  name: string;
  move: MoveName | PluginMoveName;
  /** Rows of one move are alternatives chosen by appliesTo (e.g. stocked or not). */
  appliesTo?: (order: LifecycleOrder) => boolean;
  from: readonly StatusType[];
  to: TargetResolver;
  who: readonly Party[];
  guards: readonly Guard[];
  effects: Effects;
  /** The notification sent, or null; setStatus honours skipNotifyingGuest. */
  notifies: LifecycleEvent | null;
  /** Words used in refusals: 'submitted', 'submit'. */
  label: { past: string; verb: string };
}

const hasNoPayment: Guard = { id: 'noPaymentRecorded', check: ({ order }) => (order.amountPaidInCents === 0 ? null : m.cancelAfterPayment) };
const pastStarted: Guard = { id: 'pastOrderStarted', check: ({ currentType }) => (currentType !== 'orderStarted' ? null : m.cancelNotStarted) };
const isStocked = (order: LifecycleOrder) => order.isStocked === 1;
// Deleting: money taken means the order is archived instead (a deleted order must lose nothing).
const nothingPaidToDelete: Guard = { id: 'noPaymentToDelete', check: ({ order }) => (order.amountPaidInCents === 0 ? null : m.deleteAfterPayment) };
const noPaymentUnderWay: Guard = { id: 'noPaymentUnderWay', check: ({ order }) => (order.isProcessingPayment === 1 ? m.deleteDuringPayment : null) };
/** The people on the order delete only a draft; staff may also delete later (still nothing paid). */
const staffPastStarted: Guard = {
  id: 'staffPastOrderStarted',
  check: ({ currentType, parties }) => (currentType === 'orderStarted' || parties.includes('employee') ? null : m.deleteAfterSubmit),
};

/** Every status type except orderStarted: an order that has been submitted or moved on. */
const pastStartedTypes = allStatusTypes.filter((t) => t !== 'orderStarted');

export const transitions: readonly TransitionRow[] = [
  {
    name: 'submit',
    move: 'submit',
    appliesTo: (order) => !isStocked(order),
    from: ['orderStarted'],
    to: { kind: 'firstOfTypeAfterCurrent', type: 'submittedForApproval' },
    who: ['involved', 'employee'],
    guards: [],
    effects: { statusData: 'advance', feedbackNotes: 'keep' },
    notifies: 'submitted',
    label: { past: 'submitted', verb: 'submit' },
  },
  {
    // Stocked orders skip the review and go straight to payment ('Continue to Payment').
    name: 'submitStocked',
    move: 'submit',
    appliesTo: isStocked,
    from: ['orderStarted'],
    to: { kind: 'firstOfTypeAfterCurrent', type: 'payment' },
    who: ['involved', 'employee'],
    guards: [],
    effects: { statusData: 'advance', feedbackNotes: 'keep' },
    notifies: 'submitted',
    label: { past: 'submitted', verb: 'submit' },
  },
  {
    name: 'approve',
    move: 'approve',
    from: ['submittedForApproval'],
    to: { kind: 'nextStep' },
    who: ['employee'],
    guards: [],
    effects: { statusData: 'advance', feedbackNotes: 'set' },
    notifies: 'approved',
    label: { past: 'approved', verb: 'approve' },
  },
  {
    name: 'requireChanges',
    move: 'requireChanges',
    from: ['submittedForApproval'],
    to: { kind: 'backToStarted' },
    who: ['employee'],
    guards: [],
    effects: { statusData: 'resetTo', feedbackNotes: 'set' },
    notifies: 'changesRequested',
    label: { past: 'sent back for changes', verb: 'request changes on' },
  },
  {
    name: 'cancel',
    move: 'cancel',
    from: pastStartedTypes,
    to: { kind: 'firstStep' },
    who: ['involved', 'employee'],
    guards: [pastStarted, hasNoPayment],
    effects: { statusData: 'resetTo', feedbackNotes: 'keep' },
    notifies: 'cancelled',
    label: { past: 'cancelled', verb: 'cancel' },
  },
  {
    name: 'setStatus',
    move: 'setStatus',
    from: allStatusTypes,
    to: { kind: 'chosenKey' },
    who: ['employee'],
    guards: [],
    effects: { statusData: 'resetTo', feedbackNotes: 'keep' },
    notifies: 'statusChanged',
    label: { past: 'moved', verb: 'change the status of' },
  },
  {
    // Reserved for the payments issue: the server confirms a payment at a payment step (or the
    // balance after shipping) and the order moves on to the next step.
    name: 'confirmPayment',
    move: 'confirmPayment',
    from: ['payment', 'shipped'],
    to: { kind: 'nextStep' },
    who: ['system'],
    guards: [],
    effects: { statusData: 'advance', feedbackNotes: 'keep', payment: 'amount' },
    notifies: 'paymentConfirmed',
    label: { past: 'paid', verb: 'confirm a payment on' },
  },
  {
    // Reserved for the payments issue: a wire or check was announced; the order waits at its step.
    name: 'recordAwaitingPayment',
    move: 'recordAwaitingPayment',
    from: ['payment', 'shipped'],
    to: { kind: 'stay' },
    who: ['involved', 'employee', 'system'],
    guards: [],
    effects: { statusData: 'annotateCurrent', feedbackNotes: 'keep', payment: 'awaitingMethod' },
    notifies: null,
    label: { past: 'marked as awaiting payment', verb: 'record a payment method on' },
  },
  {
    // Delete (issue 32): a soft delete; the server sets deletedAt and keeps the order, its history
    // and payments, restorable by staff for DELETED_ORDER_RETENTION_DAYS (order-deletion.ts).
    name: 'delete',
    move: 'delete',
    from: allStatusTypes,
    to: { kind: 'stay' },
    who: ['involved', 'employee'],
    guards: [nothingPaidToDelete, noPaymentUnderWay, staffPastStarted],
    effects: { statusData: 'keep', feedbackNotes: 'keep' },
    notifies: null,
    label: { past: 'deleted', verb: 'delete' },
  },
];

export const rowsOfMove = (move: MoveName | PluginMoveName, table: readonly TransitionRow[] = transitions): TransitionRow[] =>
  table.filter((r) => r.move === move);

/** Words for refusals naming who may make a move. */
export const partyWords: Record<Party, string> = { involved: 'the people on the order', employee: 'owners and members', system: 'the server' };

export const describeWho = (who: readonly Party[]): string => fillTemplate('{list}', { list: who.map((p) => partyWords[p]).join(' or ') });
