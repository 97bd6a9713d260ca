/**
 * Reads a raw upload body (a file's bytes), stopping one byte past the limit so a huge body is never
 * held in memory: the caller sees at most limit + 1 bytes and refuses the file with its message. limit
 * is the smallest size refused (files must be under it), so a declared length of limit is refused here.
 */
import type { Context } from 'koa';
import { uploadMessages } from '@configurator/core';
import { ApiError, badRequest } from './errors.ts';

/** What a kind of upload tells people, and the request types that are not a file of that kind. */
export interface UploadKind {
  tooBig: string;
  noBody: string;
  notAFile: readonly string[];
}

/** Images (the media upload): a JSON, form or text body is not an image. */
export const imageUpload: UploadKind = {
  tooBig: uploadMessages.tooBig,
  noBody: uploadMessages.noBody,
  notAFile: ['application/json', 'application/x-www-form-urlencoded', 'multipart/*', 'text/*'],
};

export async function readUploadBody(ctx: Context, limit: number, kind: UploadKind = imageUpload): Promise<Buffer> {
  if (ctx.is(...kind.notAFile)) throw badRequest(kind.noBody);
  const declared = Number(ctx.get('content-length') || NaN);
  if (Number.isFinite(declared) && declared >= limit) throw new ApiError(413, 'bad_request', kind.tooBig);
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
