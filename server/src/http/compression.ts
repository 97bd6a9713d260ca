/**
 * One compression setup for every answer (API calls, the web app's files, the API reference):
 * brotli, else gzip, for compressible types above 1 kB. Brotli at quality 5 compresses a 300 kB
 * script in a few milliseconds, so assets are compressed as they are sent rather than at build time.
 */
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';

/** Answers smaller than this go out as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd is left out: browsers that send it also accept br, and one fewer codec keeps answers predictable.
    encodingPreference: ['br', 'gzip', 'identity'],
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zstd: false,
    deflate: false,
  });
}
