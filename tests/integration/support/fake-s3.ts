/**
 * A minimal in-process S3-compatible server for the storage adapter's tests: path-style PUT, GET and
 * DELETE of objects in one bucket, kept in memory. Signatures are not checked (the SDK still signs);
 * every request is recorded so a test can see what reached the bucket.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string }[];
  env: Record<string, string>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(bucket = 'test-bucket'): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.local').pathname);
    requests.push({ method: req.method ?? '', path });
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      return;
    }
    const key = path.slice(prefix.length);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(req.method === 'GET' ? xmlError('NoSuchKey', 'The specified key does not exist.') : undefined);
          return;
        }
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(req.method === 'GET' ? object.body : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    objects,
    requests,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: url, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
