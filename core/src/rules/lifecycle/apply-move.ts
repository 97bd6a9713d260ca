/**
 * The one function the lifecycle runs through, on the server (which alone decides) and in the
 * browser (to show only the moves that would pass): given the organisation's statuses, the order,
 * who asks and what they ask, it answers the new statusData, lastCompletedStatusKey and
 * feedbackNotes, or a refusal with a clear message. It reads the transitions table and nothing else.
 */
import type { StatusData } from '../../domain/order.ts';
import { toStoredDate } from '../../domain/dates.ts';
import type { StatusDefinition } from '../../domain/organisation.ts';
import { isEmployee } from '../../domain/roles.ts';
import { fillTemplate } from '../../plugins/defaults.ts';
import { lifecycleMessages as m } from './lifecycle-messages.ts';
import { currentStatus, firstOfTypeAfter, firstStep, lastOfTypeAtOrBefore, statusByKey, statusTitle, type StatusPosition } from './status-sequence.ts';
import { describeWho, rowsOfMove, type TransitionRow } from './transitions.ts';
import type { LifecycleActor, MoveInput, MoveName, MoveRefused, MoveRequest, MoveResult, Party, PluginMoveName } from './types.ts';

/** The parties an actor counts as (a person may be both involved and an employee). */
export function partiesOf(actor: LifecycleActor): Party[] {
  if (actor.kind === 'system') return ['system'];
  const parties: Party[] = [];
  if (actor.isInvolved) parties.push('involved');
  if (isEmployee(actor)) parties.push('employee');
  return parties;
}

const refuse = (reason: MoveRefused['reason'], message: string): MoveRefused => ({ ok: false, reason, message });

type Target = { ok: true; position: StatusPosition } | MoveRefused;

function resolveTarget(row: TransitionRow, statuses: readonly StatusDefinition[], current: StatusPosition, request: MoveRequest, isStocked: boolean): Target {
  const found = (position: StatusPosition | undefined, missing: string): Target => (position ? { ok: true, position } : refuse('notAllowed', missing));
  switch (row.to.kind) {
    case 'firstOfTypeAfterCurrent':
      return found(firstOfTypeAfter(statuses, row.to.type, current.index), fillTemplate(m.noStepOfType, { type: row.to.type }));
    case 'nextStep':
      return found(statuses[current.index + 1] && { index: current.index + 1, status: statuses[current.index + 1]! }, m.noNextStep);
    case 'backToStarted':
      return found(lastOfTypeAtOrBefore(statuses, 'orderStarted', current.index), fillTemplate(m.noStepOfType, { type: 'orderStarted' }));
    case 'firstStep':
      return found(firstStep(statuses), fillTemplate(m.noStepOfType, { type: 'orderStarted' }));
    case 'stay':
      return { ok: true, position: current };
    case 'chosenKey': {
      const key = request.move === 'setStatus' ? request.statusKey : '';
      const position = statusByKey(statuses, key);
      if (!position) return refuse('unknownStatus', fillTemplate(m.unknownStatusKey, { statusKey: key }));
      if (position.index === current.index) return refuse('notAllowed', fillTemplate(m.alreadyAtStatus, { status: statusTitle(position.status, isStocked) }));
      return { ok: true, position };
    }
  }
}

function nextStatusData(row: TransitionRow, input: MoveInput, current: StatusPosition, target: StatusPosition): StatusData {
  const date = toStoredDate(input.now);
  const { statuses, order, request } = input;
  const data: StatusData = {};
  switch (row.effects.statusData) {
    case 'advance':
      Object.assign(data, order.statusData, { [target.status.key]: { date } });
      break;
    case 'resetTo':
      // Entries of the steps up to the target stay; later ones go, so their dots turn light again.
      for (const [key, entry] of Object.entries(order.statusData)) {
        const at = statusByKey(statuses, key);
        if (at && at.index < target.index) data[key] = entry;
      }
      data[target.status.key] = { date };
      break;
    case 'annotateCurrent':
      Object.assign(data, order.statusData);
      data[current.status.key] = { ...(order.statusData[current.status.key] ?? { date }) };
      break;
    case 'keep':
      Object.assign(data, order.statusData);
      break;
  }
  if (row.effects.payment === 'amount' && request.move === 'confirmPayment') {
    data[target.status.key] = { ...data[target.status.key]!, paymentAmountInCents: request.paymentAmountInCents };
  }
  if (row.effects.payment === 'awaitingMethod' && request.move === 'recordAwaitingPayment') {
    data[current.status.key] = { ...data[current.status.key]!, awaitingPaymentMethod: request.paymentMethod };
  }
  return data;
}

function historyNoteOf(request: MoveRequest): string {
  switch (request.move) {
    case 'approve':
      return request.feedbackNotes ?? '';
    case 'requireChanges':
      return request.feedbackNotes;
    case 'confirmPayment':
      return `payment of ${request.paymentAmountInCents} cents`;
    case 'recordAwaitingPayment':
      return `awaiting ${request.paymentMethod}`;
    default:
      // A plugin's move carries its own note; core's other moves have none.
      return 'note' in request ? (request.note ?? '') : '';
  }
}

export function applyMove(input: MoveInput): MoveResult {
  const { statuses, order, actor, request } = input;
  const rows = rowsOfMove(request.move, input.transitions);
  const row = rows.find((r) => !r.appliesTo || r.appliesTo(order)) ?? rows[0];
  if (!row) return refuse('notAllowed', fillTemplate(m.unknownMove, { move: request.move }));
  const parties = partiesOf(actor);
  if (!row.who.some((p) => parties.includes(p))) {
    return refuse('forbidden', fillTemplate(m.moveNotForRole, { who: describeWho(row.who), moveVerb: row.label.verb }));
  }
  const current = currentStatus(statuses, order.lastCompletedStatusKey);
  if (!current) return refuse('notAllowed', fillTemplate(m.noStepOfType, { type: 'orderStarted' }));
  const isStocked = order.isStocked === 1;
  const guardContext = { order, currentType: current.status.type, request, parties };
  if (!row.from.includes(current.status.type)) {
    // Guards that explain a refusal better than "cannot be X from here" speak first (e.g. cancel before submission).
    for (const guard of row.guards) {
      const message = guard.check(guardContext);
      if (message) return refuse('notAllowed', message);
    }
    return refuse('notAllowed', fillTemplate(m.moveNotAllowedFrom, { status: statusTitle(current.status, isStocked), moveLabel: row.label.past }));
  }
  for (const guard of row.guards) {
    const message = guard.check(guardContext);
    if (message) return refuse('notAllowed', message);
  }
  const target = resolveTarget(row, statuses, current, request, isStocked);
  if (!target.ok) return target;
  const feedbackNotes =
    row.effects.feedbackNotes === 'set' && 'feedbackNotes' in request
      ? (request.feedbackNotes ?? '')
      : row.effects.feedbackNotes === 'clear'
        ? ''
        : order.feedbackNotes;
  const skipNotify = request.move === 'setStatus' && request.skipNotifyingGuest === true;
  // A move that keeps the status (delete) leaves the key as stored, even an absent one.
  const toStatusKey = row.effects.statusData === 'keep' ? (order.lastCompletedStatusKey ?? null) : target.position.status.key;
  return {
    ok: true,
    move: row.move,
    row: row.name,
    fromStatusKey: order.lastCompletedStatusKey ?? null,
    toStatusKey,
    statusData: nextStatusData(row, input, current, target.position),
    lastCompletedStatusKey: toStatusKey,
    feedbackNotes,
    notify: skipNotify ? null : row.notifies,
    historyNote: historyNoteOf(request),
  };
}

/**
 * For the payments issue: after the server has confirmed a payment of `paymentAmountInCents`, the
 * order moves to the next step and that step's statusData entry records the amount.
 */
export const advanceAfterPayment = (input: Omit<MoveInput, 'request' | 'actor'> & { paymentAmountInCents: number }): MoveResult =>
  applyMove({ ...input, actor: { kind: 'system' }, request: { move: 'confirmPayment', paymentAmountInCents: input.paymentAmountInCents } });

/** For the payments issue: a wire or check was announced; the current step remembers the method. */
export const recordAwaitingPayment = (input: Omit<MoveInput, 'request'> & { paymentMethod: string }): MoveResult =>
  applyMove({ ...input, request: { move: 'recordAwaitingPayment', paymentMethod: input.paymentMethod } });

/** The moves an actor could make now (the web shows only these buttons). setStatus is checked without a key. */
export function availableMoves(input: Omit<MoveInput, 'request'>): MoveName[] {
  const probes: Extract<MoveRequest, { move: MoveName }>[] = [
    { move: 'submit' },
    { move: 'approve' },
    { move: 'requireChanges', feedbackNotes: '' },
    { move: 'cancel' },
  ];
  const moves: MoveName[] = probes.filter((request) => applyMove({ ...input, request }).ok).map((r) => r.move);
  if (partiesOf(input.actor).includes('employee') && input.statuses.length > 1) moves.push('setStatus');
  return moves;
}

/** The plugins' moves an actor could make now, each with its button (the web shows these after core's). */
export function availablePluginMoves(
  input: Omit<MoveInput, 'request'>,
  buttons: readonly { move: PluginMoveName; label: string; description?: string }[],
): { move: PluginMoveName; label: string; description?: string }[] {
  return buttons.filter((b) => applyMove({ ...input, request: { move: b.move } }).ok);
}
