/**
 * One viewer's event stream (text/event-stream): a PassThrough body that Koa sends as it is written,
 * never compressed (a compressor would hold events back until its buffer fills). What the socket has
 * not yet taken is bounded: a client that reads too slowly is closed rather than queued without end,
 * and resumes from the last id it saw (issue 36 item 6).
 */
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { liveConstants, type LiveScope } from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';

export interface LiveSubscription {
  scope: LiveScope;
  orgId: number;
  orderId: number | null;
  view: string | null;
}

export class LiveConnection {
  readonly stream = new PassThrough();
  private open = true;
  private unsent = 0;
  private onClose: (() => void)[] = [];
  /** When the session was last checked still valid. */
  sessionCheckedAt = Date.now();
  /** The selection this viewer last announced on a plan. */
  selection: { type: string; id: number }[] = [];

  constructor(
    private readonly ctx: Context,
    readonly viewer: Viewer,
    readonly sessionToken: string,
    readonly subscription: LiveSubscription,
    readonly presenceName: string,
  ) {
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    (ctx as { compress?: boolean }).compress = false;
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-store, no-transform');
    // Proxies that buffer answers (nginx) send each event at once with this.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = this.stream;
    const closed = () => this.close();
    ctx.req.on('close', closed);
    this.stream.on('close', closed);
    this.stream.write(`retry: ${liveConstants.retryMs}\n\n`);
  }

  get isOpen(): boolean {
    return this.open;
  }

  whenClosed(listener: () => void): void {
    this.onClose.push(listener);
  }

  /** An event; false when the connection was closed (now or before) because it could not keep up. */
  send(event: string, data: unknown, id?: number): boolean {
    if (!this.open) return false;
    const buffered = this.stream.writableLength + this.stream.readableLength + (this.ctx.res.writableLength ?? 0);
    if (this.unsent >= liveConstants.queueMaxEvents || buffered > liveConstants.socketMaxBufferedBytes) {
      this.close();
      return false;
    }
    this.unsent++;
    const text = `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    this.stream.write(text, () => {
      this.unsent--;
    });
    return true;
  }

  heartbeat(): void {
    if (this.open && this.stream.writableLength < liveConstants.socketMaxBufferedBytes) this.stream.write(': heartbeat\n\n');
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.stream.end();
    for (const listener of this.onClose.splice(0)) listener();
  }
}
