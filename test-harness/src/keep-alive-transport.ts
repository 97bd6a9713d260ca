/**
 * A leaner client for timing the server (npm run bench, issue 17): node:http over one kept-alive
 * connection instead of fetch. undici's fetch spends about a millisecond of the caller's own CPU per
 * call (WHATWG streams, Headers, abort signals), which a timing of the server would count as the
 * server's. The request is the one fetch sends (the same method, headers, body and Accept-Encoding,
 * so the server still compresses the answer; it is decompressed here as fetch would), so the server
 * does the same work for either client.
 * onLastByte is told when an answer's last byte has arrived, before it is decompressed and parsed here:
 * the bench times the server up to that moment (the decoding is the caller's work, as a browser's is).
 */
import { Agent, request } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { Transport } from './api-client.ts';

/** The headers undici's fetch adds to a POST over http (Node 20), so the server sees the same request. */
const FETCH_HEADERS: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
};

const decoders: Record<string, (bytes: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync };

export function keepAliveTransport(options: { onLastByte?: (at: number) => void } = {}): Transport {
  // One connection, reused call after call (as fetch's pool reuses its connection).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send: Transport = (url, { method, headers, body }) =>
    new Promise((resolve, reject) => {
      const req = request(url, { method, agent, headers: { ...FETCH_HEADERS, ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          options.onLastByte?.(performance.now());
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decode = encoding ? decoders[encoding] : undefined;
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, setCookies: setCookie, text: (decode ? decode(bytes) : bytes).toString('utf8') });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The kept connection was closed by the server while idle (its keep-alive timeout, 5 s: a long
        // seeding between calls): the request never reached it, so it is sent again on a new one, as
        // Node's documentation advises (request.reusedSocket).
        if (req.reusedSocket && error.code === 'ECONNRESET') send(url, { method, headers, body }).then(resolve, reject);
        else reject(error);
      });
      req.end(body);
    });
  return send;
}
