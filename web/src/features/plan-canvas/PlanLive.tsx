/**
 * The plan canvas together (issue 36 item 4): who else is on the plan (initials in their colour, their
 * view and how much they have selected), this person's own view and selection told to the others, other
 * people's committed changes applied as the order data brings them, and a same-record conflict resolved
 * by keeping the first write and saying whose it was.
 */
import { useEffect, useMemo } from 'react';
import { liveConstants, liveMessages, livePresenceCall, parseRecordKey, type LivePresence } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { useOrderStore } from '../../order-state/order-store.ts';
import { useRegistry } from '../session/session-store.ts';
import { useTheme } from '../session/org-hooks.ts';
import { usePlanStore } from './plan-store.ts';
import { usePlanViews } from './plan-context.ts';
import { useOrderLive } from '../../api/live-channel.ts';
import { usePlanPresence } from '../../order-state/plan-presence.ts';
import { applyRemotePlan, keepFirstWrite } from './plan-remote.ts';
import { lastActorOf } from '../../order-state/record-actors.ts';
import { showLiveNotice } from '../../ui/live-notices.ts';
import './plan-live.css';

/** The order data's plan records: a live read of the order alone keeps them (the same arrays), a plan read brings new ones. */
const planArrays = ['archWalls', 'archElevations', 'archCustomViews', 'entities', 'productCanvasTexts', 'productCanvasLines'] as const;
type PlanArrays = Partial<Record<(typeof planArrays)[number], unknown>>;
const planRecordsChanged = (data: PlanArrays, prev: PlanArrays | null) => !prev || planArrays.some((key) => data[key] !== prev[key]);

/** A selection or view change is told once the person pauses this long. */
const PRESENCE_PAUSE_MS = 150;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

const describe = (person: LivePresence) => {
  const selected = person.selection.length ? `, ${person.selection.length} selected` : '';
  return `${person.name}${person.view ? ` in ${person.view}` : ''}${selected}`;
};

export function PlanLive({ orderId }: { orderId: number }) {
  const people = usePlanPresence((s) => s.people);
  const selection = usePlanStore((s) => s.selection);
  const viewIndex = usePlanStore((s) => s.viewIndex);
  const doc = usePlanStore((s) => s.doc);
  const views = usePlanViews(doc, useTheme(), useRegistry());
  const viewTitle = views[Math.min(viewIndex, Math.max(0, views.length - 1))]?.title ?? null;
  const live = useOrderLive(orderId);
  const shared = useMemo(
    () =>
      selection
        .map(parseRecordKey)
        .filter((r) => r.id > 0)
        .slice(0, liveConstants.presenceSelectionMax)
        .map((r) => ({ type: r.resource, id: r.id })),
    [selection],
  );

  // This person's view and selection, told to the others (again once the channel is up).
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(
      () => void callApi(livePresenceCall, { productOrderId: orderId, view: viewTitle, selection: shared }).catch(() => undefined),
      PRESENCE_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [live, orderId, viewTitle, shared]);

  // The keys being saved when a write was refused as stale: their first writer is named.
  useEffect(() => {
    let conflictKeys: string[] = [];
    const offPlan = usePlanStore.subscribe((state, prev) => {
      if (state.sync !== 'conflict' || prev.sync === 'conflict') return;
      conflictKeys = state.queue.map((op) => `${op.resource}:${op.id}`);
      const address = useOrderStore.getState().address;
      if (address) void useOrderStore.getState().load(address);
    });
    const offOrder = useOrderStore.subscribe((state, prev) => {
      if (!state.data || state.order?.id !== orderId || !planRecordsChanged(state.data, prev.data)) return;
      if (usePlanStore.getState().sync !== 'conflict') {
        applyRemotePlan(state.data);
        return;
      }
      // Told where the person is looking too (the plan's own alert sits under the canvas, off a phone's screen).
      const message = liveMessages.firstWriteKept(lastActorOf(conflictKeys) ?? 'Someone else');
      if (keepFirstWrite(state.data, message)) showLiveNotice(message);
    });
    return () => {
      offPlan();
      offOrder();
    };
  }, [orderId]);

  const others = [...people.values()];
  if (!others.length) return null;
  return (
    <ul className="plan-presence" aria-label="Also on this plan">
      {others.map((person) => (
        <li key={person.userId} className="plan-presence-person" style={{ background: person.colour }} title={describe(person)}>
          <span aria-hidden="true">{initialsOf(person.name)}</span>
          <span className="visually-hidden">{describe(person)}</span>
        </li>
      ))}
    </ul>
  );
}
