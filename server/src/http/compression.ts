/**
 * One compression setup for every answer (API calls, the web app's files, the API reference):
 * brotli, else gzip, for compressible types above 1 kB. Brotli at quality 5 compresses a 300 kB
 * script in a few milliseconds, so assets are compressed as they are sent rather than at build time.
 *
 * Answers held in memory (every call's JSON, the app document, the API reference) are compressed here
 * in one synchronous step; koa-compress handles the rest (streamed files). For a JSON body koa-compress
 * would serialise it twice (once for its length, once to send) and pipe it through a zlib stream,
 * which on a list page of 60 kB costs about as much as its SQL (issue 17). The choices are the same:
 * the same threshold, types, codec preference, negotiation and codec settings.
 */
import compress from 'koa-compress';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Context, Middleware } from 'koa';

/** Answers smaller than this go out as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Preferred first when the client accepts several equally; identity is the plain bytes. */
const ENCODING_PREFERENCE = ['br', 'gzip', 'identity'];
/** Files streamed by koa-compress (the web app's scripts): compressed well, once per download. */
const STREAMED_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/**
 * Answers made per request: the fastest settings that still compress well. On a 60 kB orders page
 * brotli 3 and gzip 1 take about a third of the time of brotli 5 and gzip 6, and brotli 3's output
 * is still smaller than gzip 6's (2.1 kB against 3.3 kB).
 */
const ANSWER_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const ANSWER_GZIP: ZlibOptions = { level: constants.Z_BEST_SPEED };

/**
 * koa-compress's own negotiator (1.x, which knows a preference among equally accepted codecs) and type
 * filter, so both paths pick the same answers and the same codec for the same Accept-Encoding.
 */
type NegotiatorClass = new (request: { headers: Record<string, string | string[] | undefined> }) => {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};
const requireOfKoaCompress = createRequire(createRequire(import.meta.url).resolve('koa-compress'));
const Negotiator = requireOfKoaCompress('negotiator') as NegotiatorClass;
/** koa-compress's test of a compressible type (its default filter). */
const compressible = requireOfKoaCompress('compressible') as (type: string) => boolean | undefined;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);

/** koa-compress's rules for leaving an answer alone, for a body in memory. */
function leftAlone(ctx: Context): boolean {
  return (
    (ctx as { compress?: boolean }).compress === false ||
    ctx.res.headersSent ||
    !ctx.writable ||
    ctx.method === 'HEAD' ||
    EMPTY_BODY_STATUSES.has(ctx.status) ||
    ctx.status === 206 ||
    !!ctx.response.get('Content-Range') ||
    !!ctx.response.get('Content-Encoding') ||
    !((ctx as { compress?: boolean }).compress === true || compressible(ctx.response.type)) ||
    NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
  );
}

/**
 * The codec chosen per Accept-Encoding text, remembered: a browser sends the same text on every call,
 * and negotiating (parsing the header, sorting by quality) is per-request work otherwise. Bounded, as
 * the text is the client's: emptied when full.
 */
const chosenByHeader = new Map<string, string>();
const CHOSEN_BY_HEADER_MAX = 100;

/** The codec for this client: none asked means the plain bytes, '*' means gzip (koa-compress's defaults). */
function chosenEncoding(ctx: Context): string {
  const accepted = ctx.request.headers['accept-encoding'];
  const known = accepted === undefined ? undefined : chosenByHeader.get(accepted);
  if (known) return known;
  const headers = accepted === '*' ? { 'accept-encoding': 'gzip' } : accepted ? { 'accept-encoding': accepted } : { 'accept-encoding': 'identity' };
  const chosen = new Negotiator({ headers }).encoding(['br', 'gzip', 'identity'], { preferred: ENCODING_PREFERENCE }) ?? 'identity';
  if (accepted !== undefined) {
    if (chosenByHeader.size >= CHOSEN_BY_HEADER_MAX) chosenByHeader.clear();
    chosenByHeader.set(accepted, chosen);
  }
  return chosen;
}

/** A JSON, text or byte body in memory: compressed at once. Answers false for bodies it leaves to koa-compress. */
function compressInMemory(ctx: Context): boolean {
  let body: unknown = ctx.body;
  if (body === null || body === undefined) return false;
  const isBytes = Buffer.isBuffer(body);
  const isText = typeof body === 'string';
  // A plain object or array is JSON (Koa set its type when it was assigned); streams and others are not ours.
  const isJson = !isBytes && !isText && typeof body === 'object' && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype);
  if (!isBytes && !isText && !isJson) return false;
  if (leftAlone(ctx)) return true;
  // Serialised once: the text is what is measured and what is sent.
  if (isJson) body = ctx.body = JSON.stringify(body);
  const size = isBytes ? (body as Buffer).length : Buffer.byteLength(body as string);
  if (size < COMPRESSION_THRESHOLD_BYTES) return true;
  const encoding = chosenEncoding(ctx);
  if (encoding === 'identity') return true;
  const input = body as string | Buffer;
  const compressed = encoding === 'br' ? brotliCompressSync(input, ANSWER_BROTLI) : gzipSync(input, ANSWER_GZIP);
  ctx.body = compressed;
  ctx.set('Content-Encoding', encoding);
  return true;
}

export function compression(): Middleware {
  const streamed = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // zstd is left out: browsers that send it also accept br, and one fewer codec keeps answers predictable.
    encodingPreference: ENCODING_PREFERENCE,
    br: STREAMED_BROTLI,
    zstd: false,
    deflate: false,
  });
  return (ctx, next) =>
    streamed(ctx, async () => {
      await next();
      compressInMemory(ctx);
    });
}
