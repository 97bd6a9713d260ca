/** A failure nobody planned for answers 500 with a plain message: no stack trace, no internals. */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.ts';
import { unprocessable } from './errors.ts';

async function serve(handler: () => never) {
  const logged: string[] = [];
  const app = new Koa();
  app.use(errorMiddleware({ error: (message) => logged.push(message) }));
  app.use(handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`, { method: 'POST' });
  server.close();
  return { status: response.status, text: await response.text(), logged };
}

describe('error middleware', () => {
  it('turns an unexpected error into a 500 without its message or stack, and logs it', async () => {
    const result = await serve(() => {
      throw new Error('secret detail at /srv/app/file.ts:12');
    });
    expect(result.status).toBe(500);
    expect(JSON.parse(result.text)).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    expect(result.text).not.toContain('secret');
    expect(result.logged).toEqual(['POST /boom failed']);
  });

  it('passes an intended error through with its status, code, message and issues', async () => {
    const result = await serve(() => {
      throw unprocessable('Not possible', [{ path: 'properties.7', message: 'Not possible' }]);
    });
    expect(result.status).toBe(422);
    expect(JSON.parse(result.text)).toEqual({
      error: { code: 'unprocessable', message: 'Not possible', issues: [{ path: 'properties.7', message: 'Not possible' }] },
    });
    expect(result.logged).toEqual([]);
  });
});
