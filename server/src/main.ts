/**
 * npm start: PORT (default 3000), DATABASE_URL (absent: the embedded database under DATA_DIR,
 * default ./data), serving the built web app (WEB_DIST, default web/dist) with the API. Logs are JSON
 * lines on stdout. SIGTERM or SIGINT: stop taking requests, finish those in hand, then exit.
 */
import { startServer } from './app.ts';
import { createJsonLogger } from './logging/json-logger.ts';

/** Errors whose message tells the person what to do: logged without a stack trace. */
const oneLineErrors = new Set(['RegistryError', 'DataFolderInUseError']);

const logger = createJsonLogger();
const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);
const server = await startServer({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || 'data',
  printSignInLinks: true,
  // In a terminal the demo users are plain lines a person can read and click; piped, they stay JSON.
  ...(process.stdout.isTTY ? { announce: (text: string) => console.log(text) } : {}),
  webDist: process.env.WEB_DIST || undefined,
  logger,
}).catch((error: unknown) => {
  // Start-up problems a person can fix get one clear line, not a stack trace.
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') logger.error(`Port ${port} is already in use. Stop the other server or start with PORT set to a free port.`);
  else if (error instanceof Error && oneLineErrors.has(error.name)) logger.error(error.message);
  else logger.error('Start-up failed', error);
  process.exit(1);
});
const database = server.database.kind === 'pglite' ? `embedded PGlite in ${process.env.DATA_DIR || 'data'}/pglite` : 'PostgreSQL (DATABASE_URL)';
logger.info(`Configurator serving ${server.url} on ${database}, started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing the requests in hand, then stopping.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Stopping failed', error);
        process.exit(1);
      },
    );
  });
}
