/**
 * Where an instance hears of committed changes (issue 36 item 2). On PostgreSQL: a connection of its
 * own LISTENs on live_change (ids of committed change rows, from any instance) and live_presence
 * (who is on which plan); it reconnects after a failure and then reads what it missed by id. On the
 * embedded database, which one process owns: the capture subscriber tells the feed after each commit,
 * and presence stays in the process. Either way the rows are read here, once per instance, with what
 * each viewer's authorisation needs (the order's owner and sharees), and handed to the hub.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../di/tokens.ts';
import { LIVE_CHANNEL, type ChangeDetail } from './change-capture.ts';

export const PRESENCE_CHANNEL = 'live_presence';
/** NOTIFY payloads are limited to 8000 bytes: a presence larger than this is not announced. */
const NOTIFY_PAYLOAD_MAX = 7_900;
const RECONNECT_MS = 1_000;

export interface LiveChangeRow {
  id: number;
  orgId: number;
  orderId: number;
  actorUserId: number | null;
  actorName: string | null;
  orderVersion: number | null;
  detail: ChangeDetail;
  /** The order as it is now (null once purged): who may see the change. */
  order: { orgSpecificId: number; userId: number; involvedUsers: Record<string, { pricingIsHidden?: number } | undefined> } | null;
}

interface RawRow {
  id: string | number;
  org_id: number;
  product_order_id: number;
  actor_user_id: number | null;
  actor_name: string | null;
  order_version: number | null;
  detail: ChangeDetail | string;
  org_specific_id: number | null;
  owner_id: number | null;
  involved_users: Record<string, { pricingIsHidden?: number }> | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const SELECT_ROWS = `select c.id, c.org_id, c.product_order_id, c.actor_user_id, c.order_version, c.detail,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name,
    o.org_specific_id, o.user_id as owner_id, o.involved_users
  from live_change c
  left join app_user u on u.id = c.actor_user_id
  left join product_order o on o.id = c.product_order_id`;

function toRow(raw: RawRow): LiveChangeRow {
  return {
    id: Number(raw.id),
    orgId: raw.org_id,
    orderId: raw.product_order_id,
    actorUserId: raw.actor_user_id,
    actorName: raw.actor_name,
    orderVersion: raw.order_version,
    detail: json(raw.detail),
    order: raw.owner_id == null ? null : { orgSpecificId: raw.org_specific_id ?? 0, userId: raw.owner_id, involvedUsers: json(raw.involved_users ?? {}) },
  };
}

interface RawListenConnection {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: unknown) => void): void;
  end(): Promise<void>;
}

export class ChangeFeed {
  private lastSeen = 0;
  private reading: Promise<void> = Promise.resolve();
  private listener: RawListenConnection | null = null;
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly shared: boolean,
    private readonly logger: Logger,
    private readonly deliver: (rows: LiveChangeRow[]) => void,
    private readonly presence: (payload: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.lastSeen = await this.maxId();
    if (this.shared) await this.listen();
  }

  /** The newest change id: a new stream's cursor. */
  async maxId(): Promise<number> {
    const [row] = await this.orm.em.getConnection().execute<{ max: string | number | null }[]>('select max(id) as max from live_change');
    return Number(row?.max ?? 0);
  }

  /** Changes after a cursor for one organisation (a resume), oldest first, at most limit. */
  async readAfter(orgId: number, after: number, limit: number, orderId?: number): Promise<LiveChangeRow[]> {
    const rows = await this.orm.em
      .getConnection()
      .execute<RawRow[]>(
        `${SELECT_ROWS} where c.org_id = ? and c.id > ?${orderId ? ' and c.product_order_id = ?' : ''} order by c.id limit ?`,
        orderId ? [orgId, after, orderId, limit] : [orgId, after, limit],
      );
    return rows.map(toRow);
  }

  /** The embedded database's commit: read what was added since the last look. */
  committed(): void {
    if (this.shared) return;
    this.read(() => `${SELECT_ROWS} where c.id > ${Number(this.lastSeen)} order by c.id`);
  }

  async announcePresence(payload: object): Promise<void> {
    const text = JSON.stringify(payload);
    if (!this.shared) return this.presence(payload);
    if (Buffer.byteLength(text) > NOTIFY_PAYLOAD_MAX) return;
    await this.orm.em.getConnection().execute(`select pg_notify('${PRESENCE_CHANNEL}', ?)`, [text]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.reading;
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private read(sql: () => string, params: unknown[] = []): void {
    this.reading = this.reading.then(async () => {
      if (this.closed) return;
      try {
        const rows = (await this.orm.em.getConnection().execute<RawRow[]>(sql(), params)).map(toRow);
        for (const row of rows) this.lastSeen = Math.max(this.lastSeen, row.id);
        if (rows.length) this.deliver(rows);
      } catch (error) {
        if (!this.closed) this.logger.error('Reading live changes failed', error);
      }
    });
  }

  /** PostgreSQL: a connection of its own, outside the pool, that only listens. */
  private async listen(): Promise<void> {
    const client = (this.orm.em.getConnection().getKnex() as unknown as { client: { acquireRawConnection(): Promise<RawListenConnection> } }).client;
    const connection = await client.acquireRawConnection();
    this.listener = connection;
    connection.on('notification', (message) => {
      if (message.channel === PRESENCE_CHANNEL) {
        try {
          this.presence(JSON.parse(message.payload ?? 'null'));
        } catch {
          // Not ours: ignored.
        }
        return;
      }
      const ids = (message.payload ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0);
      if (ids.length) this.read(() => `${SELECT_ROWS} where c.id in (${ids.join(',')}) order by c.id`);
    });
    const lost = () => {
      if (this.closed || this.listener !== connection) return;
      this.listener = null;
      this.logger.error('The live changes listener lost its connection; reconnecting', undefined);
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    };
    connection.on('error', lost);
    connection.on('end', lost);
    await connection.query(`listen ${LIVE_CHANNEL}; listen ${PRESENCE_CHANNEL}`);
  }

  /** After a lost listener: listen again, then read what was committed meanwhile. */
  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listen();
      this.read(() => `${SELECT_ROWS} where c.id > ${Number(this.lastSeen)} order by c.id limit 1000`);
    } catch {
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    }
  }
}
