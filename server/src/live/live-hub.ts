/**
 * The instance's live connections (issue 36 item 1): each committed change the feed reads is offered
 * to every connection of its organisation that follows it (the order's page or plan, or the orders
 * list), and sent only to a viewer who may see the order as it is now, so a sharee removed mid-stream
 * receives nothing more. Events carry no amounts, so no price reaches a viewer whose prices are hidden.
 * Heartbeats keep streams open and re-check each session; presence on plans is kept here, announced
 * across instances through the feed, and expires when not renewed.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { liveConstants, liveNotice, type LiveChange, type LivePresence } from '@configurator/core';
import { canSeeOrder, statusesVisibleTo, type OrderPricingFacts } from '../services/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { SessionService } from '../auth/session-service.ts';
import type { OrgRegistries } from '../plugins/org-registries.ts';
import type { RecentSessions } from '../auth/recent-sessions.ts';
import type { ChangeFeed, LiveChangeRow } from './change-feed.ts';
import type { LiveConnection } from './live-connection.ts';
import { presenceColourOf } from './presence-colours.ts';

/** Sessions of open streams are checked again this often (a signed-out or removed viewer is dropped). */
const SESSION_RECHECK_MS = 60_000;

interface PresenceAnnouncement extends LivePresence {
  orgId: number;
  orderId: number;
}

const isAnnouncement = (value: unknown): value is PresenceAnnouncement =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PresenceAnnouncement).orderId === 'number' &&
  typeof (value as PresenceAnnouncement).userId === 'number';

export function changeFor(viewer: Viewer, row: LiveChangeRow): LiveChange | null {
  const order = row.order;
  if (!order || row.orgId !== viewer.orgId) return null;
  const facts = { id: row.orderId, orgId: row.orgId, userId: order.userId, involvedUsers: order.involvedUsers } as OrderPricingFacts & { orgId: number };
  if (!canSeeOrder(viewer, facts)) return null;
  const key = row.detail.statusKey;
  const statusTitle = key ? (statusesVisibleTo(viewer).find((s) => s.key === key)?.title ?? null) : null;
  const items = row.detail.items;
  const actor = row.actorUserId ? { userId: row.actorUserId, name: row.actorName ?? 'Someone' } : null;
  return {
    id: row.id,
    orderId: row.orderId,
    orgSpecificId: order.orgSpecificId,
    orderVersion: row.orderVersion,
    kinds: row.detail.kinds,
    statusTitle,
    items: items.map(({ type, id, version }) => ({ type, id, version })),
    records: row.detail.records,
    actor,
    notice: liveNotice({
      kinds: row.detail.kinds,
      actorName: actor?.name ?? null,
      statusTitle,
      itemTitle: items[0]?.title || null,
      itemCount: new Set(items.map((i) => i.id)).size,
    }),
  };
}

const follows = (connection: LiveConnection, row: LiveChangeRow): boolean =>
  connection.subscription.scope === 'orders' || connection.subscription.orderId === row.orderId;

export class LiveHub {
  private readonly byOrg = new Map<number, Set<LiveConnection>>();
  /** Connections still being sent what they missed: live changes wait here meanwhile. */
  private readonly resuming = new Map<LiveConnection, LiveChangeRow[]>();
  private readonly presences = new Map<number, Map<number, { presence: PresenceAnnouncement; expires: number }>>();
  private readonly timer: NodeJS.Timeout;
  feed!: ChangeFeed;

  constructor(
    private readonly orm: MikroORM,
    private readonly registries: OrgRegistries,
    private readonly recent: RecentSessions,
  ) {
    this.timer = setInterval(() => void this.beat(), liveConstants.heartbeatMs);
    this.timer.unref();
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.byOrg.values()) count += set.size;
    return count;
  }

  /** A new stream: sent what it missed after `after` (when given), then every change it follows. */
  async add(connection: LiveConnection, after: number | undefined): Promise<void> {
    const { orgId, orderId, scope } = connection.subscription;
    let set = this.byOrg.get(orgId);
    if (!set) this.byOrg.set(orgId, (set = new Set()));
    set.add(connection);
    connection.whenClosed(() => this.remove(connection));
    if (scope === 'plan') this.joinPlan(connection);
    if (after === undefined) {
      connection.send('ready', { resumed: false }, await this.feed.maxId());
      return;
    }
    this.resuming.set(connection, []);
    try {
      const missed = await this.feed.readAfter(orgId, after, liveConstants.resumeMaxEvents + 1, scope === 'orders' ? undefined : (orderId ?? undefined));
      if (missed.length > liveConstants.resumeMaxEvents) {
        connection.send('reload', { reason: 'Too much changed while you were away.' }, await this.feed.maxId());
      } else {
        for (const row of missed) this.offer(connection, row);
      }
      const sent = new Set(missed.map((r) => r.id));
      for (const row of this.resuming.get(connection) ?? []) if (!sent.has(row.id)) this.offer(connection, row);
      connection.send('ready', { resumed: true });
    } finally {
      this.resuming.delete(connection);
    }
  }

  deliver(rows: LiveChangeRow[]): void {
    for (const row of rows) {
      const set = this.byOrg.get(row.orgId);
      if (!set) continue;
      for (const connection of set) {
        const held = this.resuming.get(connection);
        if (held) held.push(row);
        else this.offer(connection, row);
      }
    }
  }

  /** A presence from any instance (the feed): kept, and sent to the others on that plan. */
  presenceReceived(payload: unknown): void {
    if (!isAnnouncement(payload)) return;
    let onPlan = this.presences.get(payload.orderId);
    if (!onPlan) this.presences.set(payload.orderId, (onPlan = new Map()));
    if (payload.here) onPlan.set(payload.userId, { presence: payload, expires: Date.now() + liveConstants.presenceTtlMs });
    else onPlan.delete(payload.userId);
    const { orgId, orderId, ...presence } = payload;
    for (const connection of this.byOrg.get(orgId) ?? []) {
      if (connection.subscription.scope === 'plan' && connection.subscription.orderId === orderId && connection.viewer.userId !== payload.userId)
        connection.send('presence', presence);
    }
  }

  /** A plan viewer's new view or selection (livePresenceCall): announced on every instance. */
  async updatePresence(viewer: Viewer, orderId: number, view: string | null, selection: { type: string; id: number }[]): Promise<boolean> {
    const mine = [...(this.byOrg.get(viewer.orgId) ?? [])].filter(
      (c) => c.viewer.userId === viewer.userId && c.subscription.scope === 'plan' && c.subscription.orderId === orderId,
    );
    if (!mine.length) return false;
    for (const connection of mine) {
      connection.subscription.view = view;
      connection.selection = selection;
    }
    await this.announce(mine[0]!, true);
    return true;
  }

  close(): void {
    clearInterval(this.timer);
    for (const set of this.byOrg.values()) for (const connection of [...set]) connection.close();
  }

  private offer(connection: LiveConnection, row: LiveChangeRow): void {
    if (!follows(connection, row)) return;
    const change = changeFor(connection.viewer, row);
    if (change) connection.send('change', change, row.id);
  }

  private remove(connection: LiveConnection): void {
    const set = this.byOrg.get(connection.subscription.orgId);
    set?.delete(connection);
    if (set?.size === 0) this.byOrg.delete(connection.subscription.orgId);
    this.resuming.delete(connection);
    if (connection.subscription.scope === 'plan') {
      const stillHere = [...(set ?? [])].some(
        (c) => c.viewer.userId === connection.viewer.userId && c.subscription.orderId === connection.subscription.orderId && c.subscription.scope === 'plan',
      );
      if (!stillHere) void this.announce(connection, false).catch(() => undefined);
    }
  }

  private joinPlan(connection: LiveConnection): void {
    const now = Date.now();
    for (const { presence, expires } of this.presences.get(connection.subscription.orderId!)?.values() ?? []) {
      if (expires > now && presence.userId !== connection.viewer.userId) {
        const { orgId: _org, orderId: _order, ...shown } = presence;
        connection.send('presence', shown);
      }
    }
    void this.announce(connection, true).catch(() => undefined);
  }

  private announce(connection: LiveConnection, here: boolean): Promise<void> {
    const announcement: PresenceAnnouncement = {
      orgId: connection.subscription.orgId,
      orderId: connection.subscription.orderId!,
      userId: connection.viewer.userId,
      name: connection.presenceName,
      colour: presenceColourOf(connection.viewer.userId),
      view: connection.subscription.view,
      selection: here ? connection.selection : [],
      here,
    };
    return this.feed.announcePresence(announcement);
  }

  /** Heartbeats; every minute each stream's session is checked again; presences renewed and expired. */
  private async beat(): Promise<void> {
    const now = Date.now();
    for (const [orderId, onPlan] of this.presences) {
      for (const [userId, { expires }] of onPlan) if (expires <= now) onPlan.delete(userId);
      if (!onPlan.size) this.presences.delete(orderId);
    }
    const renewed = new Set<string>();
    for (const set of this.byOrg.values()) {
      for (const connection of [...set]) {
        connection.heartbeat();
        if (connection.subscription.scope === 'plan') {
          const key = `${connection.viewer.userId}:${connection.subscription.orderId}`;
          if (!renewed.has(key)) {
            renewed.add(key);
            void this.announce(connection, true).catch(() => undefined);
          }
        }
        if (now - connection.sessionCheckedAt >= SESSION_RECHECK_MS) {
          connection.sessionCheckedAt = now;
          const session = await new SessionService(this.orm.em.fork(), this.registries, this.recent).verified(connection.sessionToken).catch(() => undefined);
          if (session === null) connection.close();
        }
      }
    }
  }
}
