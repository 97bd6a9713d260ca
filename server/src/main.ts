/**
 * npm start: PORT (default 3000), DATABASE_URL (absent: the embedded database under DATA_DIR,
 * default ./data), serving the built web app (WEB_DIST, default web/dist) with the API.
 */
import { startServer } from './app.ts';

/** Errors whose message tells the person what to do: printed without a stack trace. */
const oneLineErrors = new Set(['RegistryError', 'DataFolderInUseError']);

const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);
const server = await startServer({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || 'data',
  printSignInLinks: true,
  webDist: process.env.WEB_DIST || undefined,
}).catch((error: unknown) => {
  // Start-up problems a person can fix get one clear line, not a stack trace.
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use. Stop the other server or start with PORT set to a free port.`);
  else console.error(error instanceof Error && oneLineErrors.has(error.name) ? error.message : error);
  process.exit(1);
});
const database = server.database.kind === 'pglite' ? `embedded PGlite in ${process.env.DATA_DIR || 'data'}/pglite` : 'PostgreSQL (DATABASE_URL)';
console.log(`Configurator serving ${server.url} on ${database}, started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed', error);
        process.exit(1);
      },
    );
  });
}
