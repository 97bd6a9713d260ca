/** Plugins' guards and moves join the transitions table; the table alone still decides who may do what. */
import { describe, expect, it } from 'vitest';
import type { StatusDefinition } from '../../domain/organisation.ts';
import { applyMove, availablePluginMoves } from './apply-move.ts';
import { composeTransitions, effectFollows, pluginMoveButtons, type LifecycleExtension } from './lifecycle-extensions.ts';
import { transitions } from './transitions.ts';
import type { LifecycleActor, LifecycleOrder } from './types.ts';

const s = (key: string, type: StatusDefinition['type']): StatusDefinition => ({
  key,
  type,
  title: key,
  description: '',
  isVisibleToGuest: true,
  isMilestone: false,
});
const statuses = [s('orderStarted', 'orderStarted'), s('submitted', 'submittedForApproval'), s('onHold', 'static'), s('pay', 'payment')];
const order: LifecycleOrder = { statusData: {}, lastCompletedStatusKey: null, isStocked: 0, amountPaidInCents: 0, feedbackNotes: 'no rush' };
const submitted: LifecycleOrder = { ...order, lastCompletedStatusKey: 'submitted', statusData: { submitted: { date: '2026-11-01 10:00:00' } } };
const guest: LifecycleActor = { kind: 'person', role: 'guest', prevRole: null, isInvolved: true };
const member: LifecycleActor = { kind: 'person', role: 'member', prevRole: null, isInvolved: false };
const now = new Date(Date.UTC(2026, 10, 27, 9));

const extension: LifecycleExtension = {
  guards: [{ id: 'noRushNotes', moves: ['submit'], check: ({ order: o }) => (o.feedbackNotes.includes('rush') ? 'Rush orders are refused.' : null) }],
  moves: [
    {
      row: {
        name: 'hold',
        move: 'test.hold',
        from: ['submittedForApproval'],
        to: { kind: 'nextStep' },
        who: ['employee'],
        guards: [],
        effects: { statusData: 'advance', feedbackNotes: 'keep' },
        notifies: null,
        label: { past: 'put on hold', verb: 'hold' },
      },
      button: { label: 'Put on hold' },
    },
  ],
};
const table = composeTransitions([extension]);

describe('composed lifecycle', () => {
  it("is core's table when no plugin adds anything", () => {
    expect(composeTransitions([])).toBe(transitions);
  });

  it('adds a plugin guard to the move it names, and only there', () => {
    expect(applyMove({ statuses, order, actor: guest, request: { move: 'submit' }, now, transitions: table })).toMatchObject({
      ok: false,
      message: 'Rush orders are refused.',
    });
    expect(applyMove({ statuses, order, actor: guest, request: { move: 'submit' }, now }).ok).toBe(true);
    expect(table.find((r) => r.name === 'cancel')!.guards.map((g) => g.id)).not.toContain('noRushNotes');
  });

  it('makes a plugin move with its row: who, from and where to', () => {
    expect(
      applyMove({ statuses, order: submitted, actor: member, request: { move: 'test.hold', note: 'waiting for site' }, now, transitions: table }),
    ).toMatchObject({ ok: true, move: 'test.hold', toStatusKey: 'onHold', historyNote: 'waiting for site' });
    expect(applyMove({ statuses, order: submitted, actor: guest, request: { move: 'test.hold' }, now, transitions: table })).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(applyMove({ statuses, order, actor: member, request: { move: 'test.hold' }, now, transitions: table })).toMatchObject({
      ok: false,
      reason: 'notAllowed',
    });
  });

  it('refuses a plugin move no enabled plugin adds', () => {
    expect(applyMove({ statuses, order: submitted, actor: member, request: { move: 'test.hold' }, now })).toMatchObject({
      ok: false,
      reason: 'notAllowed',
      message: "This organisation has no move 'test.hold'.",
    });
  });

  it("offers a plugin move's button only when the table allows it now", () => {
    const buttons = pluginMoveButtons([extension]);
    expect(availablePluginMoves({ statuses, order: submitted, actor: member, now, transitions: table }, buttons)).toEqual([
      { move: 'test.hold', label: 'Put on hold' },
    ]);
    expect(availablePluginMoves({ statuses, order: submitted, actor: guest, now, transitions: table }, buttons)).toEqual([]);
  });

  it('runs an effect only after the moves it follows', () => {
    const effect = { id: 'e', moves: ['approve' as const], afterMove: () => undefined };
    expect(effectFollows(effect, 'approve')).toBe(true);
    expect(effectFollows(effect, 'cancel')).toBe(false);
    expect(effectFollows({ id: 'all', afterMove: () => undefined }, 'test.hold')).toBe(true);
  });
});
