/**
 * Operations (issue 11, item 12): health checks, structured request logs without secrets, a client
 * disconnect as one log line, and a graceful shutdown that finishes the requests in hand.
 */
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, signInCall } from '@configurator/core';
import { createJsonLogger } from '@configurator/server/logging/json-logger';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, PASSWORD } from './support/fixtures.ts';
import { freshEmbeddedDatabase } from '@configurator/test-harness';
import { startServerProcess } from './support/server-process.ts';

const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!], logger: createJsonLogger({ write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => t?.dispose());

describe('health checks', () => {
  it('/health/live answers while the process runs; /health/ready while the database answers, migrated, and not draining', async () => {
    const live = await fetch(`${t.server.url}/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await fetch(`${t.server.url}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    t.server.readiness.draining = true;
    try {
      const draining = await fetch(`${t.server.url}/health/ready`);
      expect([draining.status, await draining.json()]).toEqual([503, { status: 'not ready', reason: 'shutting down' }]);
    } finally {
      t.server.readiness.draining = false;
    }
  });
});

describe('request logs', () => {
  it('one JSON line per request: request id, method, path, status, duration, user and organisation; no password, token or body', async () => {
    lines.length = 0;
    const client = t.client();
    await client.signIn('owner@generic.demo');
    const response = await fetch(t.server.url + createProductOrderCall.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie!, 'x-request-id': 'trace-42' },
      body: JSON.stringify({ productOrderProps: { orgId: G.orgId, title: 'Logged order' } }),
    });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    await fetch(`${t.server.url}/?userToken=secret-token-in-query`);
    await expect.poll(() => logged().filter((l) => l.msg === 'request').length).toBe(3);
    // Found by path, not by position: a line is written when its answer has finished, and a compressed
    // answer (brotli runs off the main thread) can finish after a later, smaller one.
    const requests = logged().filter((l) => l.msg === 'request');
    const [signIn, create, page] = [signInCall.path, createProductOrderCall.path, '/'].map((path) => requests.find((l) => l.path === path));
    expect(signIn).toMatchObject({ level: 'info', method: 'POST', path: signInCall.path, status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(create).toMatchObject({
      method: 'POST',
      path: createProductOrderCall.path,
      status: 200,
      requestId: 'trace-42',
      orgId: G.orgId,
      userId: expect.any(Number),
    });
    expect(create!.durationMs).toEqual(expect.any(Number));
    expect(page).toMatchObject({ method: 'GET', path: '/' });
    const all = lines.join('\n');
    for (const secret of [PASSWORD, 'secret-token-in-query', client.cookie!.split('=')[1]!, 'Logged order']) expect(all).not.toContain(secret);
  });

  it('a client that disconnects mid-request is one line, not a stack trace', async () => {
    lines.length = 0;
    const socket = connect(t.server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST ${signInCall.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`);
    await expect.poll(() => lines.length === 0 && socket.bytesWritten > 0).toBe(true);
    socket.destroy();
    await expect.poll(() => logged().filter((l) => l.path === signInCall.path).length).toBe(1);
    expect(logged().find((l) => l.path === signInCall.path)).toMatchObject({ msg: 'request', clientClosed: true });
    expect(lines.join('\n')).not.toMatch(/"stack"|\\n\s+at /);
    expect(lines.filter((l) => !l.includes('"msg":"request"'))).toEqual([]);
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM, a request in hand is answered, then the process exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'configurator-shutdown-'));
    await freshEmbeddedDatabase(dataDir);
    // On the embedded database even in the PostgreSQL pass: the shared database there is in use by
    // the other test files, and a second server migrating it beside them is not what this test checks.
    const server = startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const url = new URL(await server.ready);
      const body = JSON.stringify({ email: 'owner@generic.demo', password: PASSWORD });
      const socket = connect(Number(url.port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      // The request is in hand (headers read, half its body sent) when the signal arrives. The server's
      // "100 Continue" proves it has read the headers: without that wait the signal could be handled
      // before the bytes are read, and a connection with no request yet is rightly closed as idle.
      socket.write(
        `POST ${signInCall.path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await expect.poll(() => answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
      socket.write(body.slice(0, 10));
      server.child.kill('SIGTERM');
      await expect.poll(() => server.output()).toContain('SIGTERM: finishing the requests in hand');
      expect(server.child.exitCode).toBeNull();
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
      expect(answer).toContain('"email":"owner@generic.demo"');
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
