/**
 * Uploads and media (spec catalogue §2, §3, §4, §5, §7; issue 12 item 7), against both storage
 * adapters: local disk under the data folder, and an S3-compatible bucket (an in-process fake started
 * here). The real type is read from the bytes, metadata is stripped, a thumbnail is made, the medium
 * is created once and updated after; bad files are refused with a 4xx and nothing is stored; members
 * and guests are refused the owner's calls; stored files are served with their type and cache headers
 * and no path leaves the store.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destroyMediumCall,
  getMediaCall,
  homepageDataCall,
  UPLOAD_MAX_BYTES,
  updateMediumCall,
  uploadMediumCall,
  uploadMessages,
  type MediumWithUrls,
} from '@configurator/core';
import { MediumSchema, ProductCategorySchema, ProductOptionSchema, ProductPropertySchema, ProductSchema } from '@configurator/server/db/entities/index';
import { useRoleMatrix, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';
import { EXIF_MARKER, gifImage, imageSize, jpegWithExif, pngImage } from './support/test-images.ts';

const CATEGORY = 50001;

interface Upload {
  status: number;
  body: { data?: { medium: MediumWithUrls; thumbnailUrl: string | null }; error?: { code: string; message: string } };
}

/** Posts the bytes as the body, the target in the query string, as the web's upload box does. */
async function upload(t: TestServer, client: ApiClient, bytes: Buffer, query: Record<string, string | number>, type = 'image/png'): Promise<Upload> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${t.server.url}${uploadMediumCall.path}?${search}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Upload['body'] };
}

const getFile = (t: TestServer, path: string) => fetch(`${t.server.url}${path}`);

const adapters: { name: string; start: () => Promise<{ env: Record<string, string>; stored: (t: TestServer) => string[]; close?: () => Promise<void> }> }[] = [
  {
    name: 'local disk',
    start: async () => ({ env: {}, stored: (t) => (existsSync(join(t.dataDir, 'media')) ? readdirSync(join(t.dataDir, 'media')) : []) }),
  },
  {
    name: 'S3-compatible',
    start: async () => {
      const s3: FakeS3 = await startFakeS3();
      return { env: s3.env, stored: () => [...s3.objects.keys()], close: () => s3.close() };
    },
  },
];

describe.each(adapters)('uploads on $name storage', ({ start }) => {
  let adapter: Awaited<ReturnType<(typeof adapters)[number]['start']>>;
  // The storage starts first (hooks run in the order they are registered) and closes after the server.
  beforeAll(async () => {
    adapter = await start();
  });
  afterAll(async () => adapter?.close?.());
  const { t, owner, member, guest, otherOwner } = useRoleMatrix(() => ({ demoOrganisations: fixtureOrganisations, storageEnv: adapter.env }));
  const em = () => t.server.orm.em.fork();

  it("a category thumbnail: creates the medium, sets the category's thumbnailUrl, serves the file; a second upload updates the same medium", async () => {
    const first = await upload(t, owner, await pngImage(), { resource: 'productCategory', id: CATEGORY, title: 'Doors' });
    expect(first.status).toBe(200);
    const medium = first.body.data!.medium;
    expect(medium).toMatchObject({ type: 'thumbnail', resourceForMedium: 'productCategory', hasFile: 1, title: 'Doors', fileExtension: 'png' });
    const category = await em().findOneOrFail(ProductCategorySchema, { id: CATEGORY });
    expect(category.thumbnailUrl).toBe(first.body.data!.thumbnailUrl);
    // The home page's tile reads it.
    const home = await owner.call(homepageDataCall, { orgId: G.orgId });
    expect(home.body.data.productCategories.find((c) => c.id === CATEGORY)?.thumbnailUrl).toBe(category.thumbnailUrl);

    const served = await getFile(t, category.thumbnailUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const thumbnail = await imageSize(Buffer.from(await served.arrayBuffer()));
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBeLessThanOrEqual(480);
    expect((await getFile(t, medium.url!)).status).toBe(200);
    expect(adapter.stored(t)).toHaveLength(2);

    const second = await upload(t, owner, await pngImage(300, 300, '#c33'), { resource: 'productCategory', id: CATEGORY });
    expect(second.status).toBe(200);
    expect(second.body.data!.medium.id).toBe(medium.id);
    expect(await em().count(MediumSchema, { resourceForMedium: 'productCategory', resourceId: CATEGORY })).toBe(1);
    // The old files are gone; the new ones are served.
    expect(adapter.stored(t)).toHaveLength(2);
    expect((await getFile(t, category.thumbnailUrl!)).status).not.toBe(200);
    expect((await getFile(t, second.body.data!.thumbnailUrl!)).status).toBe(200);
  });

  it("a product's upload becomes its medium (mediumId), and a later one updates that medium", async () => {
    const first = await upload(t, owner, await pngImage(), { resource: 'product', id: G.shaker });
    expect(first.status).toBe(200);
    const product = await em().findOneOrFail(ProductSchema, { id: G.shaker });
    expect(product.mediumId).toBe(first.body.data!.medium.id);
    const second = await upload(t, owner, await pngImage(), { resource: 'product', id: G.shaker });
    expect(second.body.data!.medium.id).toBe(first.body.data!.medium.id);
  });

  it("a property's and an option's thumbnail (the admin editors' upload boxes): the medium is associated with the record and its thumbnailUrl set; members are refused", async () => {
    for (const [resource, id, schema] of [
      ['productProperty', G.finish, ProductPropertySchema],
      ['productOption', G.oak, ProductOptionSchema],
    ] as const) {
      const first = await upload(t, owner, await pngImage(), { resource, id });
      expect(first.status).toBe(200);
      expect(first.body.data!.medium).toMatchObject({ type: 'thumbnail', resourceForMedium: resource, hasFile: 1 });
      const row = (await em().findOneOrFail(schema as typeof ProductOptionSchema, { id })) as { thumbnailUrl: string | null };
      expect(row.thumbnailUrl).toBe(first.body.data!.thumbnailUrl);
      const again = await upload(t, owner, await pngImage(), { resource, id });
      expect(again.body.data!.medium.id).toBe(first.body.data!.medium.id);
      expect(await em().count(MediumSchema, { resourceForMedium: resource, resourceId: id })).toBe(1);
      expect((await upload(t, member, await pngImage(), { resource, id })).status).toBe(403);
      expect((await upload(t, otherOwner, await pngImage(), { resource, id })).status).toBe(404);
    }
  });

  it('strips the metadata of a JPEG (EXIF) and keeps it a JPEG, whatever the request says its type is', async () => {
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from(EXIF_MARKER))).toBe(true);
    const result = await upload(t, owner, original, { title: 'Photo' }, 'application/octet-stream');
    expect(result.status).toBe(200);
    const medium = result.body.data!.medium;
    expect(medium).toMatchObject({ type: 'image', fileExtension: 'jpg', resourceForMedium: null });
    const served = await getFile(t, medium.url!);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    expect(await imageSize(bytes)).toMatchObject({ width: 800, height: 600, format: 'jpeg' });
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const before = adapter.stored(t).length;
    const mediaBefore = await em().count(MediumSchema, {});
    const cases: [Buffer, number, string][] = [
      [Buffer.from('this is a text file, not a picture'), 400, uploadMessages.wrongType],
      [Buffer.alloc(0), 400, uploadMessages.empty],
      [await gifImage(), 400, uploadMessages.wrongType],
      [Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x89), 413, uploadMessages.tooBig],
      // 'Under 5 MB': exactly 5,000,000 bytes is already too big.
      [Buffer.alloc(UPLOAD_MAX_BYTES, 0x89), 413, uploadMessages.tooBig],
      // A PNG's header with its image data cut off.
      [(await pngImage()).subarray(0, 60), 400, uploadMessages.notAnImage],
    ];
    for (const [bytes, status, message] of cases) {
      const result = await upload(t, owner, bytes, { resource: 'productCategory', id: 50002 });
      expect(result.status, message).toBe(status);
      expect(result.body.error!.message).toBe(message);
    }
    // A JSON body is not an upload.
    expect((await owner.post(uploadMediumCall.path, { resource: 'productCategory' })).status).toBe(400);
    // Unknown query fields and half targets are refused.
    expect((await upload(t, owner, await pngImage(), { resource: 'productCategory' })).status).toBe(400);
    expect((await upload(t, owner, await pngImage(), { resource: 'table', id: 1 })).status).toBe(400);
    expect(adapter.stored(t)).toHaveLength(before);
    expect(await em().count(MediumSchema, {})).toBe(mediaBefore);
    expect((await em().findOneOrFail(ProductCategorySchema, { id: 50002 })).thumbnailUrl).toBeNull();
  });

  it("refuses members and guests (403) and another organisation's records (404); nothing is stored", async () => {
    const before = adapter.stored(t).length;
    for (const who of [member, guest]) {
      expect((await upload(t, who, await pngImage(), { resource: 'productCategory', id: CATEGORY })).status).toBe(403);
      expect((await upload(t, who, await pngImage(), {})).status).toBe(403);
      expect((await who.call(getMediaCall, { orgId: G.orgId })).status).toBe(403);
      expect((await who.call(updateMediumCall, { id: 1, props: { title: 'x' } })).status).toBe(403);
      expect((await who.call(destroyMediumCall, { id: 1 })).status).toBe(403);
    }
    expect((await upload(t, otherOwner, await pngImage(), { resource: 'productCategory', id: CATEGORY })).status).toBe(404);
    expect((await otherOwner.call(getMediaCall, { orgId: G.orgId })).status).toBe(403);
    expect(adapter.stored(t)).toHaveLength(before);
    expect((await upload(t, t.client(), await pngImage(), {})).status).toBe(401);
  });

  it('the media grid: lists images, edits captions and associations (own records only), deletes with the files', async () => {
    const created = (await upload(t, owner, await pngImage(), { title: 'Grid image' })).body.data!.medium;
    const list = await owner.call(getMediaCall, { orgId: G.orgId });
    expect(list.status).toBe(200);
    expect(list.body.data.media[0]!.id).toBe(created.id);
    expect(list.body.data.media.every((m) => m.type === 'image')).toBe(true);
    expect(list.body.data.choices.productOptions.map((o) => o.id)).toContain(G.oak);

    const edited = await owner.call(updateMediumCall, {
      id: created.id,
      props: { title: 'Oak grain', associations: { productOptions: [G.oak, G.oak], products: [G.shaker] } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.medium.title).toBe('Oak grain');
    expect(Object.keys(edited.body.data.medium.associations.productOptions)).toEqual([String(G.oak)]);
    // Another organisation's product cannot be associated.
    const foreign = await owner.call(updateMediumCall, { id: created.id, props: { associations: { products: [60001] } } });
    expect(foreign.status).toBe(422);
    expect((await owner.call(updateMediumCall, { id: created.id, props: { title: 'x'.repeat(256) } })).status).toBe(400);
    expect((await otherOwner.call(updateMediumCall, { id: created.id, props: { title: 'mine' } })).status).toBe(404);

    const before = adapter.stored(t).length;
    expect((await owner.call(destroyMediumCall, { id: created.id })).status).toBe(200);
    expect(adapter.stored(t)).toHaveLength(before - 2);
    expect(await em().findOne(MediumSchema, { id: created.id })).toBeNull();
    expect((await getFile(t, created.url!)).status).not.toBe(200);
  });

  it('serves only names the server made: no way out of the storage folder', async () => {
    for (const path of [
      '/media/..%2F..%2Fpglite%2FPG_VERSION',
      '/media/%2e%2e%2fsocket',
      '/media/..%5C..%5Cpackage.json',
      '/media/x.png%00.txt',
      '/media/.%2e/.%2e/etc/passwd',
    ]) {
      const response = await getFile(t, path);
      expect(response.headers.get('content-type') ?? '', path).not.toMatch(/^image\//);
      expect(response.status, path).not.toBe(500);
    }
  });
});
