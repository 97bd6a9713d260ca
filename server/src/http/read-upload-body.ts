/**
 * Reads a raw upload body (the image's bytes), stopping one byte past the limit so a huge body is
 * never held in memory: the caller sees limit + 1 bytes and refuses the file with the spec's message.
 */
import type { Context } from 'koa';
import { uploadMessages } from '@configurator/core';
import { ApiError, badRequest } from './errors.ts';

export async function readUploadBody(ctx: Context, limit: number): Promise<Buffer> {
  if (ctx.is('application/json', 'application/x-www-form-urlencoded', 'multipart/*', 'text/*')) throw badRequest(uploadMessages.noBody);
  const declared = Number(ctx.get('content-length') || NaN);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, 'bad_request', uploadMessages.tooBig);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is read and dropped (so the client still gets its answer), up to a point.
    if (size <= limit + chunk.length) chunks.push(chunk);
    if (size > 2 * limit) {
      ctx.req.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit + 1);
}
