/**
 * The live channel's parts wired together for one server (issue 36): the capture subscriber on the
 * ORM's flushes, the feed (PostgreSQL LISTEN/NOTIFY, or in-process on the embedded database) and the
 * hub of this instance's streams.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../di/tokens.ts';
import type { OrgRegistries } from '../plugins/org-registries.ts';
import type { RecentSessions } from '../auth/recent-sessions.ts';
import { ChangeCapture } from './change-capture.ts';
import { ChangeFeed } from './change-feed.ts';
import { LiveHub } from './live-hub.ts';

export interface LiveChannel {
  hub: LiveHub;
  /** Ends every stream (shutdown): browsers reconnect to another instance and resume. */
  closeStreams(): void;
  close(): Promise<void>;
}

export async function startLiveChannel(
  orm: MikroORM,
  shared: boolean,
  registries: OrgRegistries,
  recent: RecentSessions,
  logger: Logger,
): Promise<LiveChannel> {
  const hub = new LiveHub(orm, registries, recent);
  const feed = new ChangeFeed(
    orm,
    shared,
    logger,
    (rows) => hub.deliver(rows),
    (payload) => hub.presenceReceived(payload),
  );
  hub.feed = feed;
  await feed.start();
  orm.em.getEventManager().registerSubscriber(new ChangeCapture(() => feed.committed()));
  return {
    hub,
    closeStreams: () => hub.close(),
    async close() {
      hub.close();
      await feed.close();
    },
  };
}
