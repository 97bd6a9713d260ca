/**
 * One server per data folder (issue 11, item 1): two servers on one embedded database lose writes, so
 * the second stops at once naming the folder and the running process; a lock left by a crash is stale.
 * The servers run on the embedded database even when the suite runs against PostgreSQL (DATABASE_URL cleared).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataFolder } from '@configurator/server/db/data-folder-lock';
import { freshEmbeddedDatabase } from '@configurator/test-harness';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

let dataDir: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'configurator-lock-'));
  await freshEmbeddedDatabase(dataDir);
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two servers on one data folder', () => {
  it('the second stops at once with a message naming the folder and the running process; the first keeps serving', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    running.push(first);
    const url = await first.ready;

    const second = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another server (process ${first.child.pid},`);
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect(second.output()).not.toContain('Configurator serving');

    expect((await fetch(`${url}/sign-in`)).status).toBeLessThan(500);
    expect(await first.stop()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('a lock left by a process that is gone (kill -9) is stale: the next server starts', async () => {
    const crashed = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    running.push(crashed);
    await crashed.ready;
    await crashed.stop('SIGKILL');
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(crashed.child.pid);

    const next = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    running.push(next);
    await next.ready;
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(next.child.pid);
    expect(await next.stop()).toBe(0);
  });
});

describe('the lock file', () => {
  it('is held against this same process, and stale when its process id was reused by a later process', () => {
    const folder = mkdtempSync(join(tmpdir(), 'configurator-lock-unit-'));
    try {
      const lock = lockDataFolder(folder);
      expect(() => lockDataFolder(folder)).toThrow(`The data folder ${folder} is in use by another server (process ${process.pid},`);
      lock.release();
      expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);

      // Our own id with another start time: the process that wrote it is gone and the id was reused.
      writeFileSync(join(folder, LOCK_FILE_NAME), JSON.stringify({ pid: process.pid, processStart: '1', since: '2020-01-01T00:00:00.000Z' }));
      lockDataFolder(folder).release();
      // A half-written lock file (a crash while writing) is stale too.
      writeFileSync(join(folder, LOCK_FILE_NAME), '{"pid":');
      lockDataFolder(folder).release();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
