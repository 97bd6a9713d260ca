/**
 * The composition root: plugins, database (migrated), demo data, per-organisation registries, the
 * Koa app with its calls and the built web app. createApp builds it; startServer also listens.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { container, type DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { checkRendererKeys, loadPluginRenderers, REQUEST_BODY_MAX, toStoredDate, type DemoOrganisation, type PluginDefinition } from '@configurator/core';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { openDatabase, type Database } from './db/database.ts';
import { OrganisationSchema, ProductSchema, SessionSchema } from './db/entities/index.ts';
import { Tokens, type Logger, type ServerSettings } from './di/tokens.ts';
import { mailTransportFor } from './mail/mail-transport.ts';
import { startOutboxRetry } from './mail/outbox-delivery.ts';
import { startInProcessJobs, startPgBossJobs, type JobRunner } from './jobs/background-jobs.ts';
import { RecentSessions } from './auth/recent-sessions.ts';
import { serverSecret } from './auth/server-secrets.ts';
import { OrgRegistries } from './plugins/org-registries.ts';
import { MoveEffects } from './services/lifecycle/move-effects.ts';
import { PluginServices } from './plugins/plugin-services.ts';
import { mountPluginCalls } from './plugins/plugin-calls.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { demoOrganisationsOf } from './seed/demo-organisations.ts';
import { signInLinks } from './seed/sign-in-links.ts';
import { seedDemoPayments } from './seed/demo-payments.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { CallRouter, type DescribedRoute, type MountedCall } from './http/call-router.ts';
import { serveWeb } from './http/static-web.ts';
import { documentSessionOf } from './http/document-session.ts';
import { compression } from './http/compression.ts';
import { securityHeaders } from './http/security-headers.ts';
import { originCheck } from './http/origin-check.ts';
import { isClientDisconnect, requestLog } from './http/request-log.ts';
import { healthChecks, type Readiness } from './http/health.ts';
import { createJsonLogger } from './logging/json-logger.ts';
import { mountRoutes } from './routes/index.ts';
import { mountPaymentRoutes } from './routes/payment-routes.ts';
import { mountReferenceRoutes } from './openapi/reference-routes.ts';
import { PaymentGateways } from './payments/payment-gateways.ts';
import { RateLimits, type RateLimitOverrides } from './http/rate-limits.ts';
import { deleteExpiredUserTokens } from './auth/user-tokens.ts';
import { PdfPrinter } from './documents/pdf-printer.ts';
import { mountMediaRoutes } from './routes/media-routes.ts';
import { FILE_STORE, type FileStore } from './storage/file-store.ts';
import { fileStoreFor } from './storage/file-store-config.ts';
import { INTEGRATION_ENV } from './services/integrations/integration-service.ts';
import { startLiveChannel, type LiveChannel } from './live/live-channel.ts';
import { LiveHub } from './live/live-hub.ts';
import { mountLiveRoutes } from './live/live-routes.ts';
import { changeActorScope } from './live/change-actor.ts';

export interface ServerOptions {
  /** Where payment gateways read their keys (STRIPE_*, OFFLINE_CARD_WEBHOOK_SECRET); default process.env. */
  paymentEnv?: Readonly<Record<string, string | undefined>>;
  /** 0 picks a free port. */
  port?: number;
  /** Interface to listen on; all interfaces when absent. */
  host?: string;
  /** A PostgreSQL URL; absent means the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  /** Where the embedded database lives (dataDir/pglite); default 'data'. */
  dataDir?: string;
  /** Seed the demo organisations missing from the database (default true). */
  seed?: boolean;
  /** The built web app to serve (default web/dist). */
  webDist?: string;
  /** Installed plugins (default: the generated list). */
  plugins?: readonly PluginDefinition[];
  /** Demo organisations to seed (default: the generic one and every plugin's demo data). */
  demoOrganisations?: readonly DemoOrganisation[];
  /** SMTP connection URL for notification mails (default: SMTP_URL); unset: mails are kept in the outbox only. */
  smtpUrl?: string;
  /** The From address of notification mails (default: MAIL_FROM, else a no-reply address). */
  mailFrom?: string;
  /** Base URL of the links in notification mails (default: PUBLIC_URL, else the URL the server listens on). */
  publicUrl?: string;
  /** Run the background jobs (jobs/background-jobs.ts: the hourly removal of untitled drafts; default true). */
  backgroundJobs?: boolean;
  /** Run the job that retries outbox mails the SMTP server refused (default true; only with SMTP). */
  retryOutbox?: boolean;
  /** Smaller or larger rate limits than the rules in server/src/http/rate-limits.ts (tests). */
  rateLimits?: RateLimitOverrides;
  /** Chromium for PDFs (default: CHROMIUM_PATH, else /usr/bin/chromium) and the time limit of one PDF. */
  pdf?: { chromiumPath?: string; timeoutMs?: number };
  /** Print the demo users and the demo guests' sign-in links after start, on the embedded database only (default false). */
  printSignInLinks?: boolean;
  /** Where the demo users are printed (npm start in a terminal: plain lines, readable); default the logger. */
  announce?: (text: string) => void;
  /** Default: JSON lines on stdout (pino). */
  logger?: Logger;
  /** Believe X-Forwarded-Proto/-Host/-For from a proxy in front (default: TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Where the file store is chosen from (S3_BUCKET, S3_ENDPOINT ...: storage/file-store-config.ts); default process.env. */
  storageEnv?: Readonly<Record<string, string | undefined>>;
  /** A file store to use instead (tests); default: chosen by storageEnv, local disk under dataDir/media. */
  fileStore?: FileStore;
  /** Where integrations read PARAGON_SIGNING_KEY; default process.env. */
  integrationEnv?: Readonly<Record<string, string | undefined>>;
}

export interface App {
  app: Koa;
  database: Database;
  orm: MikroORM;
  registries: OrgRegistries;
  demoOrganisations: readonly DemoOrganisation[];
  /** Mutable: startServer sets publicUrl to the URL it listens on when none was given. */
  settings: ServerSettings;
  /** Every call of the contract the server mounted. */
  calls: readonly MountedCall[];
  /** Every other route of the router (webhooks, the API reference), described for the reference. */
  routes: readonly DescribedRoute[];
  /** The router's own list of what it mounted (method and path), to check the reference against. */
  router: CallRouter['router'];
  /** The background jobs (undefined when turned off). */
  jobs: JobRunner | undefined;
  /** /health/ready answers 503 once draining is set (shutdown has begun). */
  readiness: Readiness;
  printer: PdfPrinter;
  /** The live channel (issue 36): this instance's event streams. */
  live: LiveChannel;
  close(): Promise<void>;
}

export interface RunningServer extends App {
  url: string;
  port: number;
}

let jsonLogger: Logger | undefined;
/** JSON lines on stdout, made on first use (tests pass their own logger). */
const defaultLogger = (): Logger => (jsonLogger ??= createJsonLogger());

/** On shutdown, requests in hand get this long to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Connections the kernel holds for the server to accept (Node's default is 511). When an instance
 * restarts, every browser on it reconnects its live stream (issue 36) within the same second: with
 * 511 the accept queue overflowed and the kernel reset the surplus (ECONNRESET at 1,000 streams).
 * Linux caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

const defaultWebDist = join(import.meta.dirname, '../../web/dist');

export async function createApp(options: ServerOptions = {}): Promise<App> {
  const logger = options.logger ?? defaultLogger();
  const plugins = options.plugins ?? installedPlugins;
  // The server draws synchronously (documents, drawing sheets): drawings a plugin loads when first shown come in now.
  await loadPluginRenderers(plugins);
  const registries = new OrgRegistries(plugins);
  const demoOrganisations = options.demoOrganisations ?? demoOrganisationsOf(registries.installed);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  // Organisations seeded by this start: their demo payments are made once the payment routes are up.
  let seeded: number[] = [];
  try {
    if (options.seed ?? true) {
      seeded = await seedDemoData(database.orm, registries, demoOrganisations);
      if (seeded.length) logger.info(`Seeded demo organisations ${seeded.join(', ')}.`);
    }
    await checkEveryOrganisation(database.orm, registries);
    await database.orm.em.fork().nativeDelete(SessionSchema, { expires: { $lt: toStoredDate() } });
    await deleteExpiredUserTokens(database.orm.em.fork());
    // The secrets are made at start, so that no read (a share link's visit, an order's data) ever writes.
    await serverSecret(database.orm.em.fork(), 'share-link');
  } catch (error) {
    await database.close();
    throw error;
  }

  const root = container.createChildContainer();
  root.register(Tokens.Orm, { useValue: database.orm });
  root.register(Tokens.Logger, { useValue: logger });
  root.register(OrgRegistries, { useValue: registries });
  root.register(MoveEffects, { useValue: new MoveEffects(logger) });
  // Plugins' services, made once; a dependency nobody provides stops start-up here.
  root.register(PluginServices, { useValue: new PluginServices(registries.installed.installed) });
  root.register(RecentSessions, { useValue: new RecentSessions() });
  root.register(RateLimits, { useValue: new RateLimits(database.orm, options.rateLimits) });
  const configuredUrl = options.publicUrl ?? (process.env.PUBLIC_URL || undefined);
  const settings: ServerSettings = { publicUrl: configuredUrl ?? `http://localhost:${options.port ?? 3000}`, publicUrlConfigured: !!configuredUrl };
  root.register(Tokens.Settings, { useValue: settings });
  root.register(FILE_STORE, { useValue: options.fileStore ?? fileStoreFor(options.storageEnv ?? process.env, options.dataDir ?? 'data') });
  root.register(INTEGRATION_ENV, { useValue: options.integrationEnv ?? process.env });
  const mail = mailTransportFor(options.smtpUrl ?? (process.env.SMTP_URL || undefined), options.mailFrom ?? (process.env.MAIL_FROM || undefined));
  root.register(Tokens.Mail, { useValue: mail });
  const stopOutboxRetry = options.retryOutbox === false ? () => undefined : startOutboxRetry(database.orm, mail, logger);
  // Before the jobs: the payment reconciliation job asks the gateways.
  root.register(PaymentGateways, { useValue: new PaymentGateways(registries, options.paymentEnv ?? process.env, database.orm) });
  const jobs = await startJobs(options, database, root, logger).catch(async (error: unknown) => {
    stopOutboxRetry();
    mail.close();
    await database.close();
    throw error;
  });

  const live = await startLiveChannel(database.orm, database.kind === 'postgresql', registries, root.resolve(RecentSessions), logger).catch(
    async (error: unknown) => {
      stopOutboxRetry();
      await jobs?.stop();
      mail.close();
      await database.close();
      throw error;
    },
  );
  root.register(LiveHub, { useValue: live.hub });
  // One warm browser for every PDF of this server, closed with it.
  const printer = new PdfPrinter(options.pdf);
  root.register(PdfPrinter, { useValue: printer });
  const calls = new CallRouter(root);
  mountRoutes(calls);
  mountPluginCalls(calls, registries.installed.installed, root.resolve(PluginServices));
  mountPaymentRoutes(calls, root);
  calls.group({ name: 'Media', description: 'Uploads (images, thumbnails) and the media grid; files served from the storage port.' }, () =>
    mountMediaRoutes(calls, root),
  );
  mountLiveRoutes(calls, root);
  mountReferenceRoutes(calls);
  await seedDemoPayments(
    root,
    demoOrganisations.filter((o) => seeded.includes(o.id)),
    logger,
  );
  const readiness: Readiness = { draining: false };
  const app = new Koa({ proxy: options.trustProxy ?? process.env.TRUST_PROXY === '1' });
  // Errors Koa itself reports (e.g. a client hanging up mid-body). A disconnect is not logged here:
  // the request's own line says clientClosed, so it stays one line without a stack trace.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    if (!isClientDisconnect(error)) logger.error(`${ctx?.method ?? ''} ${ctx?.path ?? ''} failed`, error);
  });
  // Outermost: the writes of a request are told apart by who made them (live notices).
  app.use(changeActorScope());
  app.use(requestLog(logger));
  app.use(securityHeaders(settings, root.resolve(PaymentGateways).browserPolicies()));
  // Outside the error middleware, so error answers are compressed too; every call and file passes through it.
  app.use(compression());
  app.use(errorMiddleware(logger));
  app.use(healthChecks(database.orm, readiness));
  app.use(serveWeb(options.webDist ?? defaultWebDist, documentSessionOf(root, logger, calls)));
  app.use(originCheck(settings));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: REQUEST_BODY_MAX, encoding: 'utf-8' }));
  app.use(calls.router.routes());
  app.use(calls.router.allowedMethods());

  return {
    app,
    database,
    orm: database.orm,
    registries,
    demoOrganisations,
    settings,
    calls: calls.mounted,
    routes: calls.described,
    router: calls.router,
    jobs,
    readiness,
    printer,
    live,
    async close() {
      await live.close();
      stopOutboxRetry();
      await jobs?.stop();
      mail.close();
      await printer.close();
      await database.close();
    },
  };
}

/** Background jobs on pg-boss with PostgreSQL, on in-process timers with the embedded database. */
async function startJobs(options: ServerOptions, database: Database, root: DependencyContainer, logger: Logger): Promise<JobRunner | undefined> {
  if (options.backgroundJobs === false) return undefined;
  if (database.kind === 'postgresql' && options.databaseUrl) return startPgBossJobs(options.databaseUrl, database.orm, root, logger);
  return startInProcessJobs(database.orm, root, logger);
}

/**
 * Every organisation's enabled plugins must resolve, and every renderer key its products name must be
 * contributed by one of them; the registry's message (naming organisation, plugin or product) stops start-up.
 */
async function checkEveryOrganisation(orm: MikroORM, registries: OrgRegistries): Promise<void> {
  const em = orm.em.fork();
  const orgs = await em.find(OrganisationSchema, {}, { orderBy: { id: 'asc' } });
  // One query for every organisation's products (not one per organisation), grouped here.
  const products = await em.find(ProductSchema, {}, { fields: ['id', 'orgId', 'title', 'data'], orderBy: { orgId: 'asc', id: 'asc' } });
  const productsOf = new Map<number, typeof products>();
  for (const product of products) {
    const ofOrg = productsOf.get(product.orgId);
    if (ofOrg) ofOrg.push(product);
    else productsOf.set(product.orgId, [product]);
  }
  for (const org of orgs) checkRendererKeys(registries.forOrganisation(org), productsOf.get(org.id) ?? []);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? defaultLogger();
  const built = await createApp(options);
  const server = built.app.listen(options.port ?? 3000, options.host, LISTEN_BACKLOG);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await built.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  if (!built.settings.publicUrlConfigured) built.settings.publicUrl = url;
  // Only on the embedded demo database: a real deployment's users and tokens are never printed.
  if (options.printSignInLinks && built.database.kind === 'pglite') {
    const lines = await signInLinks(built.orm, built.demoOrganisations, url);
    const text = ['Demo users (guests also get a sign-in link):', ...lines].join('\n');
    if (options.announce) options.announce(text);
    else logger.info(text);
  }
  return {
    ...built,
    url,
    port,
    /** Graceful: no new connections, /health/ready answers 503, requests in hand finish (up to the grace time). */
    async close() {
      built.readiness.draining = true;
      // Event streams never finish by themselves: ended now, their browsers resume on another instance.
      built.live.closeStreams();
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
      await built.close();
    },
  };
}
