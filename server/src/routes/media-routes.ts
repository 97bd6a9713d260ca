/**
 * Media and uploads (spec catalogue §2, §4, §5, §7): the media grid's calls, the upload (a raw image
 * body, rate limited per user), and GET /media/{key} serving stored files. A key the store does not
 * hold falls through to the web app, which serves the demo catalogue's images under the same path.
 */
import type { Context } from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { destroyMediumCall, getMediaCall, updateMediumCall, uploadMediumCall, UPLOAD_MAX_BYTES } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import { RateLimits } from '../http/rate-limits.ts';
import { ASSET_CACHE_CONTROL } from '../http/static-web.ts';
import { readUploadBody } from '../http/read-upload-body.ts';
import { MediaService } from '../services/media/media-service.ts';
import { processUpload } from '../services/media/image-processing.ts';
import { FILE_STORE, isStorageKey, type FileStore } from '../storage/file-store.ts';

export function mountMediaRoutes(calls: CallRouter, root: DependencyContainer): void {
  calls
    .upload(uploadMediumCall, async (target, { resolve, viewer, ctx }) => {
      await resolve(RateLimits).consume('upload', viewer.userId, ctx);
      const media = resolve(MediaService);
      await media.authorizeUpload(viewer, target);
      const image = await processUpload(await readUploadBody(ctx, UPLOAD_MAX_BYTES));
      return { data: await media.upload(viewer, target, image) };
    })
    .authed(getMediaCall, async ({ orgId }, { resolve, viewer }) => ({ data: await resolve(MediaService).list(viewer, orgId) }))
    .authed(updateMediumCall, async ({ id, props }, { resolve, viewer }) => ({ data: { medium: await resolve(MediaService).update(viewer, id, props) } }))
    .authed(destroyMediumCall, async ({ id }, { resolve, viewer }) => {
      await resolve(MediaService).destroy(viewer, id);
      return { data: { id } };
    });

  const store = root.resolve<FileStore>(FILE_STORE);
  calls.route(
    {
      method: 'get',
      path: '/media/:key',
      summary: 'A stored image',
      description: 'An uploaded image or thumbnail by the name the server gave it, with its content type and a one-year immutable cache header.',
      answers: 'image/*',
    },
    async (ctx: Context) => {
      const key = ctx.params.key ?? '';
      // Anything but a name the server made (no slashes, no dots but the extension's) is not looked up.
      if (!isStorageKey(key)) return;
      const file = await store.get(key);
      if (!file) return;
      ctx.status = 200;
      ctx.type = file.contentType;
      ctx.set('Cache-Control', ASSET_CACHE_CONTROL /* stored names are random and never reused: immutable like hashed assets */);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = file.body;
    },
  );
}
