/**
 * pg_dump and pg_restore for a PostgreSQL server: pg_dump refuses a server newer than itself, so the
 * one chosen is the oldest installed whose major version is at least the server's (Debian keeps each
 * version in /usr/lib/postgresql/<major>/bin; PATH is looked at too).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

function majorOf(binary: string): number | undefined {
  try {
    const text = execFileSync(binary, ['--version'], { encoding: 'utf8' });
    const match = /(\d+)(?:\.\d+)?/.exec(text.replace(/^[^\d]*/, ''));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The tool (pg_dump or pg_restore) able to talk to a server of this major version; throws saying what to install. */
export function postgresTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const candidates = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .map((v) => join(DEBIAN_ROOT, v, 'bin', tool))
        .filter((p) => existsSync(p))
    : [];
  candidates.push(tool);
  const usable = candidates
    .map((path) => ({ path, major: majorOf(path) }))
    .filter((c): c is { path: string; major: number } => c.major !== undefined && c.major >= serverMajor)
    .sort((a, b) => a.major - b.major);
  if (!usable[0]) {
    throw new Error(
      `No ${tool} of PostgreSQL ${serverMajor} or newer is installed (the database server is version ${serverMajor}). Install postgresql-client-${serverMajor}.`,
    );
  }
  return usable[0].path;
}

/** Runs a tool against a database URL; its password goes in the environment, not on the command line `ps` shows. */
export function runTool(binary: string, args: string[], databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    execFileSync(binary, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`${binary} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
