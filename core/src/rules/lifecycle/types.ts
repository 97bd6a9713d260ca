/**
 * Types of the order lifecycle: the moves a person or the server may request, who is asking, and
 * what the transitions table answers. See transitions.ts for the table itself.
 */
import type { StatusData } from '../../domain/order.ts';
import type { StatusDefinition } from '../../domain/organisation.ts';
import type { OrgRole } from '../../domain/roles.ts';
import type { StatusType } from './status-sequence.ts';

/** The moves of the table (declared with the history entry); confirmPayment and recordAwaitingPayment are made by the server after a payment. */
import type { MoveName, PluginMoveName } from '../../domain/order-history.ts';
export type { MoveName, PluginMoveName };

export type MoveRequest =
  | { move: 'submit' }
  | { move: 'approve'; feedbackNotes?: string }
  | { move: 'requireChanges'; feedbackNotes: string }
  | { move: 'cancel' }
  /** Staff click on a status dot: any key of the organisation. */
  | { move: 'setStatus'; statusKey: string; skipNotifyingGuest?: boolean }
  /** A payment was confirmed (card succeeded, or staff recorded a wire/check as received): the order moves to the next step. */
  | { move: 'confirmPayment'; paymentAmountInCents: number }
  /** A wire or check was announced: the current step's entry remembers the method; the order does not move. */
  | { move: 'recordAwaitingPayment'; paymentMethod: string }
  /** Delete (a soft delete the server writes; restorable by staff, see order-deletion.ts): the order stays where it is. */
  | { move: 'delete' }
  /** A move a plugin added to the table (lifecycle-extensions.ts), with an optional note for the history. */
  | { move: PluginMoveName; note?: string };

/**
 * Who makes a move, as the table's `who` column names them:
 *  - involved: the order's owner or a sharee (a customer, guests and guest mode included);
 *  - employee: an owner or member of the organisation outside guest mode;
 *  - system: the server itself (payment confirmations, webhooks).
 */
export type Party = 'involved' | 'employee' | 'system';

export type LifecycleActor = { kind: 'person'; role: OrgRole; prevRole: OrgRole | null; isInvolved: boolean } | { kind: 'system' };

/** The fields of an order the lifecycle reads. */
export interface LifecycleOrder {
  statusData: StatusData;
  /** Absent or null: the order is at the first step. */
  lastCompletedStatusKey?: string | null;
  isStocked: 0 | 1;
  amountPaidInCents: number;
  feedbackNotes: string;
  /** 1 while a card payment is under way (absent: 0). */
  isProcessingPayment?: 0 | 1;
}

export interface MoveInput {
  /** The organisation's productOrderStatuses, in order. */
  statuses: readonly StatusDefinition[];
  order: LifecycleOrder;
  actor: LifecycleActor;
  request: MoveRequest;
  /** The moment of the move (UTC); statusData dates are taken from it. */
  now: Date;
  /**
   * The organisation's table: core's rows with its plugins' guards and moves (lifecycleOf(registry)).
   * Absent: core's table alone.
   */
  transitions?: readonly import('./transitions.ts').TransitionRow[];
}

/** Notifications a move sends (the server's mail templates are keyed by these). */
export type LifecycleEvent = 'submitted' | 'approved' | 'changesRequested' | 'cancelled' | 'statusChanged' | 'paymentConfirmed' | 'statusUpdateRequested';

export interface MoveAccepted {
  ok: true;
  move: MoveName | PluginMoveName;
  /** The table row that made it (e.g. 'submitStocked'). */
  row: string;
  fromStatusKey: string | null;
  toStatusKey: string | null;
  statusData: StatusData;
  lastCompletedStatusKey: string | null;
  feedbackNotes: string;
  /** The notification to send, or null (e.g. skipNotifyingGuest). */
  notify: LifecycleEvent | null;
  /** The note kept in the order history (feedback notes, payment method ...). */
  historyNote: string;
}

/**
 * forbidden: the actor may never make this move (403); notAllowed: the order's state or a guard
 * refuses it (422); unknownStatus: the requested key is not one of the organisation's (422).
 */
export interface MoveRefused {
  ok: false;
  reason: 'forbidden' | 'notAllowed' | 'unknownStatus';
  message: string;
}

export type MoveResult = MoveAccepted | MoveRefused;

/** Where a row's move lands. */
export type TargetResolver =
  | { kind: 'firstOfTypeAfterCurrent'; type: StatusType }
  | { kind: 'nextStep' }
  | { kind: 'backToStarted' }
  | { kind: 'firstStep' }
  | { kind: 'chosenKey' }
  | { kind: 'stay' };
