/**
 * Background jobs, as a table: each names what it does and how often. On PostgreSQL they run on
 * pg-boss, a queue in the database, so with several server instances each scheduled run happens once
 * (pg-boss's schedule is cluster-wide) and any instance may do it. The embedded database serves one
 * connection at a time and a single server, so there they run on an in-process timer instead.
 */
import PgBoss from 'pg-boss';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DELETED_ORDER_RETENTION_DAYS } from '@configurator/core';
import type { DependencyContainer } from 'tsyringe';
import { paymentConstants } from '@configurator/core';
import { Tokens, type Logger } from '../di/tokens.ts';
import { removeStaleUntitledDrafts, UNTITLED_DRAFT_SWEEP_INTERVAL_MS } from '../services/lifecycle/untitled-drafts.ts';
import { DELETED_ORDER_PURGE_INTERVAL_MS, purgeDeletedOrders } from '../services/lifecycle/deleted-orders.ts';
import { PaymentReconciler } from '../payments/payment-reconciler.ts';
import { pluginBackgroundJobs } from '../plugins/plugin-jobs.ts';

export interface BackgroundJob {
  /** The queue's name (pg-boss: letters, digits, dashes). */
  name: string;
  /** When pg-boss runs it (cron, UTC). */
  cron: string;
  /** How often the in-process timer runs it. */
  everyMs: number;
  /** Does the work; answers a line for the log, or null when there was nothing to do. The server's container gives the services a job needs. */
  run(orm: MikroORM, root: DependencyContainer): Promise<string | null>;
}

export const backgroundJobs: readonly BackgroundJob[] = [
  {
    name: 'untitled-draft-sweep',
    cron: '0 * * * *',
    everyMs: UNTITLED_DRAFT_SWEEP_INTERVAL_MS,
    run: async (orm) => {
      const count = await removeStaleUntitledDrafts(orm);
      return count > 0 ? `Removed ${count} untitled draft order(s) older than a day.` : null;
    },
  },
  {
    // Deleted orders stay restorable for DELETED_ORDER_RETENTION_DAYS (issue 32), then go for good.
    name: 'deleted-order-purge',
    cron: '30 * * * *',
    everyMs: DELETED_ORDER_PURGE_INTERVAL_MS,
    run: async (orm) => {
      const count = await purgeDeletedOrders(orm);
      return count > 0 ? `Purged ${count} order(s) deleted more than ${DELETED_ORDER_RETENTION_DAYS} days ago.` : null;
    },
  },
  {
    // Card payments left processing (no webhook came): compared with their gateway, credited or cleared.
    name: 'payment-processing-reconcile',
    cron: '*/5 * * * *',
    everyMs: paymentConstants.processingSweepIntervalMs,
    run: async (orm, root) => {
      const scope = root.createChildContainer();
      scope.register(Tokens.Em, { useValue: orm.em.fork() });
      const counts = await scope.resolve(PaymentReconciler).reconcileStale();
      return counts.credited + counts.cleared > 0 ? `Payments left processing: ${counts.credited} credited, ${counts.cleared} cleared.` : null;
    },
  },
];

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Queues one run of a job now (any instance may do it); answers the job's id. */
  runNow(name: string): Promise<string>;
  /** pg-boss only: the job's state ('created', 'active', 'completed', ...). */
  stateOf?(name: string, id: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

/** The server's jobs and those its plugins schedule. */
const jobsOf = (root: DependencyContainer): BackgroundJob[] => [...backgroundJobs, ...pluginBackgroundJobs(root)];

const jobNamed = (name: string, root: DependencyContainer): BackgroundJob => {
  const job = jobsOf(root).find((j) => j.name === name);
  if (!job) throw new Error(`No background job named '${name}'.`);
  return job;
};

function runLogged(job: BackgroundJob, orm: MikroORM, root: DependencyContainer, logger: Logger): Promise<void> {
  return job.run(orm, root).then(
    (line) => void (line && logger.info(line)),
    (error: unknown) => {
      logger.error(`Background job '${job.name}' failed`, error);
      throw error;
    },
  );
}

/** The embedded database: each job once at start and then on its timer. */
export function startInProcessJobs(orm: MikroORM, root: DependencyContainer, logger: Logger): JobRunner {
  const timers = jobsOf(root).map((job) => {
    void runLogged(job, orm, root, logger).catch(() => undefined);
    const timer = setInterval(() => void runLogged(job, orm, root, logger).catch(() => undefined), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    kind: 'in-process',
    async runNow(name) {
      await runLogged(jobNamed(name, root), orm, root, logger);
      return name;
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

/** PostgreSQL: pg-boss in its own schema of the same database. */
export async function startPgBossJobs(databaseUrl: string, orm: MikroORM, root: DependencyContainer, logger: Logger): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 2 });
  boss.on('error', (error) => logger.error('The job queue reported an error', error));
  await boss.start();
  for (const job of jobsOf(root)) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => runLogged(job, orm, root, logger));
  }
  return {
    kind: 'pg-boss',
    async runNow(name) {
      const id = await boss.send(jobNamed(name, root).name, {});
      if (!id) throw new Error(`The job queue did not accept '${name}'.`);
      return id;
    },
    async stateOf(name, id) {
      return (await boss.getJobById(name, id, { includeArchive: true }))?.state;
    },
    // Finishes the jobs in hand (graceful), then closes the queue's connections.
    stop: () => boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 }),
  };
}
