/**
 * The composition root: plugins, database (migrated), demo data, per-organisation registries, the
 * Koa app with its calls and the built web app. createApp builds it; startServer also listens.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { container } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { toStoredDate, type DemoOrganisation, type PluginDefinition } from '@configurator/core';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { openDatabase, type Database } from './db/database.ts';
import { OrganisationSchema, SessionSchema } from './db/entities/index.ts';
import { Tokens, type Logger, type ServerSettings } from './di/tokens.ts';
import { mailTransportFor } from './mail/mail-transport.ts';
import { startUntitledDraftSweep } from './services/lifecycle/untitled-drafts.ts';
import { OrgRegistries } from './plugins/org-registries.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { demoOrganisationsOf } from './seed/demo-organisations.ts';
import { signInLinks } from './seed/sign-in-links.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { CallRouter } from './http/call-router.ts';
import { serveWeb } from './http/static-web.ts';
import { mountRoutes } from './routes/index.ts';
import { mountPaymentRoutes } from './routes/payment-routes.ts';
import { PaymentGateways } from './payments/payment-gateways.ts';
import { PdfPrinter } from './documents/pdf-printer.ts';

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
  /** Run the hourly removal of untitled drafts older than a day (default true). */
  sweepUntitledDrafts?: boolean;
  /** Chromium for PDFs (default: CHROMIUM_PATH, else /usr/bin/chromium) and the time limit of one PDF. */
  pdf?: { chromiumPath?: string; timeoutMs?: number };
  /** Print the demo users' sign-in links after start (default false). */
  printSignInLinks?: boolean;
  logger?: Logger;
}

export interface App {
  app: Koa;
  database: Database;
  orm: MikroORM;
  registries: OrgRegistries;
  demoOrganisations: readonly DemoOrganisation[];
  /** Mutable: startServer sets publicUrl to the URL it listens on when none was given. */
  settings: ServerSettings;
  printer: PdfPrinter;
  close(): Promise<void>;
}

export interface RunningServer extends App {
  url: string;
  port: number;
}

const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};

const defaultWebDist = join(import.meta.dirname, '../../web/dist');

export async function createApp(options: ServerOptions = {}): Promise<App> {
  const logger = options.logger ?? consoleLogger;
  const registries = new OrgRegistries(options.plugins ?? installedPlugins);
  const demoOrganisations = options.demoOrganisations ?? demoOrganisationsOf(registries.installed);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    if (options.seed ?? true) {
      const seeded = await seedDemoData(database.orm, registries, demoOrganisations);
      if (seeded.length) logger.info(`Seeded demo organisations ${seeded.join(', ')}.`);
    }
    await checkEveryOrganisation(database.orm, registries);
    await database.orm.em.fork().nativeDelete(SessionSchema, { expires: { $lt: toStoredDate() } });
  } catch (error) {
    await database.close();
    throw error;
  }

  const root = container.createChildContainer();
  root.register(Tokens.Orm, { useValue: database.orm });
  root.register(Tokens.Logger, { useValue: logger });
  root.register(OrgRegistries, { useValue: registries });
  const settings: ServerSettings = { publicUrl: options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${options.port ?? 3000}` };
  root.register(Tokens.Settings, { useValue: settings });
  const mail = mailTransportFor(options.smtpUrl ?? (process.env.SMTP_URL || undefined), options.mailFrom ?? (process.env.MAIL_FROM || undefined));
  root.register(Tokens.Mail, { useValue: mail });
  const stopSweep = options.sweepUntitledDrafts === false ? () => undefined : startUntitledDraftSweep(database.orm, logger);

  // One warm browser for every PDF of this server, closed with it.
  const printer = new PdfPrinter(options.pdf);
  root.register(PdfPrinter, { useValue: printer });
  const calls = new CallRouter(root);
  root.register(PaymentGateways, { useValue: new PaymentGateways(registries, options.paymentEnv ?? process.env) });
  mountRoutes(calls);
  mountPaymentRoutes(calls, root);
  const app = new Koa({ proxy: process.env.TRUST_PROXY === '1' });
  app.use(errorMiddleware(logger));
  app.use(serveWeb(options.webDist ?? defaultWebDist));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(calls.router.routes());
  app.use(calls.router.allowedMethods());

  return {
    app,
    database,
    orm: database.orm,
    registries,
    demoOrganisations,
    settings,
    printer,
    async close() {
      stopSweep();
      mail.close();
      await printer.close();
      await database.close();
    },
  };
}

/** Every organisation's enabled plugins must resolve; the registry's message stops start-up. */
async function checkEveryOrganisation(orm: MikroORM, registries: OrgRegistries): Promise<void> {
  const orgs = await orm.em.fork().find(OrganisationSchema, {}, { orderBy: { id: 'asc' } });
  for (const org of orgs) registries.forOrg({ id: org.id, title: org.title, enabledPlugins: org.settings.enabledPlugins });
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const built = await createApp(options);
  const server = built.app.listen(options.port ?? 3000, options.host);
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
  if (!options.publicUrl && !process.env.PUBLIC_URL) built.settings.publicUrl = url;
  if (options.printSignInLinks) {
    const lines = await signInLinks(built.orm, built.demoOrganisations, url);
    logger.info(['Demo sign-in links (or sign in with the email and password shown):', ...lines].join('\n'));
  }
  return {
    ...built,
    url,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await built.close();
    },
  };
}
