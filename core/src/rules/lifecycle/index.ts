/**
 * The order lifecycle (issue 7): the transitions table (transitions.ts), the one function that
 * applies it (apply-move.ts), the submit and payment checks (order-checks.ts), order names
 * (order-name.ts) and the lifecycle's messages (lifecycle-messages.ts).
 */
export * from './types.ts';
export * from './lifecycle-messages.ts';
export * from './status-sequence.ts';
export { transitions, rowsOfMove, allStatusTypes, type TransitionRow, type Guard, type GuardContext, type Effects } from './transitions.ts';
export * from './lifecycle-extensions.ts';
export * from './organisation-lifecycle.ts';
export { applyMove, advanceAfterPayment, recordAwaitingPayment, availableMoves, availablePluginMoves, partiesOf } from './apply-move.ts';
export * from './order-checks.ts';
export * from './order-name.ts';
export * from './order-deletion.ts';
