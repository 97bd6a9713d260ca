/**
 * Media (spec catalogue §2 admin media, §3 medium, §4, §7). An upload stores the processed image and
 * its thumbnail under fresh random names, then creates the medium, or updates the existing one (the
 * owning record's medium, or the medium named by mediumId) and removes its old files. A record's
 * thumbnailUrl points at the new thumbnail. The media grid's calls are the owner's.
 */
import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import type { MediumWithUrls, UploadTarget } from '@configurator/core';
import { Tokens } from '../../di/tokens.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { MediumSchema, ProductOptionSchema, ProductPropertySchema, ProductSchema, type MediumRow } from '../../db/entities/index.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { FILE_STORE, type FileStore } from '../../storage/file-store.ts';
import { assertActiveOrg, assertOwner } from '../access.ts';
import type { ProcessedImage } from './image-processing.ts';
import { findThumbnailOwner, thumbnailOwners, type ThumbnailOwnerRow } from './thumbnail-owners.ts';

/** Where the server serves stored files (and the web app the demo catalogue's images). */
export const MEDIA_PATH = '/media/';
const THUMBNAIL_SUFFIX = '-thumb';

export const mediaMessages = {
  noSuchMedium: 'No such medium.',
  unknownAssociation: 'An association names a record this organisation does not have.',
} as const;

export const mediumFileUrl = (row: Pick<MediumRow, 'fileName' | 'fileExtension' | 'hasFile'>): string | null =>
  row.hasFile && row.fileName ? `${MEDIA_PATH}${row.fileName}${row.fileExtension ? `.${row.fileExtension}` : ''}` : null;

/** Uploaded media have a thumbnail beside the file; demo media (served by the web app) do not. */
const mediumThumbnailUrl = (row: MediumRow): string | null =>
  row.uploaderId != null && row.hasFile && row.fileName ? `${MEDIA_PATH}${row.fileName}${THUMBNAIL_SUFFIX}.${row.fileExtension}` : mediumFileUrl(row);

export const mediumDto = (row: MediumRow): MediumWithUrls => ({
  id: row.id,
  orgId: row.orgId,
  title: row.title,
  type: row.type,
  fileName: row.fileName ?? null,
  fileExtension: row.fileExtension ?? null,
  uploaderId: row.uploaderId ?? null,
  resourceForMedium: row.resourceForMedium ?? null,
  hasFile: row.hasFile,
  associations: row.associations,
  url: mediumFileUrl(row),
  thumbnailUrl: mediumThumbnailUrl(row),
});

/** The storage keys of an uploaded medium's file and thumbnail (none for demo media, which the web app serves). */
const storedKeysOf = (row: MediumRow): string[] =>
  row.uploaderId != null && row.fileName && row.fileExtension
    ? [`${row.fileName}.${row.fileExtension}`, `${row.fileName}${THUMBNAIL_SUFFIX}.${row.fileExtension}`]
    : [];

@injectable()
export class MediaService {
  constructor(
    @inject(Tokens.Em) private readonly em: EntityManager,
    @inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** Checks who may upload for the target before the body is read (403/404 cost nothing). */
  async authorizeUpload(viewer: Viewer, target: UploadTarget): Promise<void> {
    if (target.resource && target.id) await findThumbnailOwner(this.em, viewer, target.resource, target.id);
    else {
      assertOwner(viewer, 'upload media');
      if (target.mediumId) await this.medium(viewer, target.mediumId);
    }
  }

  async upload(viewer: Viewer, target: UploadTarget, image: ProcessedImage): Promise<{ medium: MediumWithUrls; thumbnailUrl: string | null }> {
    const owner = target.resource && target.id ? await findThumbnailOwner(this.em, viewer, target.resource, target.id) : null;
    const existing = owner ? await this.mediumOf(viewer, target.resource!, owner) : target.mediumId ? await this.medium(viewer, target.mediumId) : null;
    const fileName = randomBytes(16).toString('base64url');
    const mainKey = `${fileName}.${image.extension}`;
    const thumbnailKey = `${fileName}${THUMBNAIL_SUFFIX}.${image.extension}`;
    await this.store.put(mainKey, image.image, image.mimeType);
    await this.store.put(thumbnailKey, image.thumbnail, image.mimeType);
    const oldKeys = existing ? storedKeysOf(existing) : [];
    try {
      const medium =
        existing ??
        this.em.create(MediumSchema, {
          orgId: viewer.orgId,
          // Uploads for a record are its thumbnail; the media page's uploads are images (spec §3).
          type: owner ? 'thumbnail' : 'image',
          resourceForMedium: target.resource ?? null,
          resourceId: owner?.id ?? null,
          hasFile: 0,
          associations: { products: {}, productProperties: {}, productOptions: {} },
        });
      medium.fileName = fileName;
      medium.fileExtension = image.extension;
      medium.hasFile = 1;
      medium.uploaderId = viewer.userId;
      if (target.title !== undefined) medium.title = target.title;
      await this.em.flush();
      const thumbnailUrl = owner ? `${MEDIA_PATH}${thumbnailKey}` : null;
      if (owner) {
        owner.thumbnailUrl = thumbnailUrl;
        if (thumbnailOwners[target.resource!].hasMediumId) owner.mediumId = medium.id;
        await this.em.flush();
      }
      await this.removeFiles(oldKeys);
      return { medium: mediumDto(medium), thumbnailUrl };
    } catch (error) {
      // The record was not written: the new files would be orphans.
      await this.removeFiles([mainKey, thumbnailKey]);
      throw error;
    }
  }

  async list(viewer: Viewer, orgId: number) {
    assertActiveOrg(viewer, orgId);
    assertOwner(viewer, 'manage media');
    const [media, products, productProperties, productOptions] = await Promise.all([
      this.em.find(MediumSchema, { orgId, type: 'image' }, { orderBy: { id: 'desc' } }),
      this.em.find(ProductSchema, { orgId, archived: 0 }, { orderBy: { rank: 'asc', id: 'asc' }, fields: ['id', 'title'] }),
      this.em.find(ProductPropertySchema, { orgId, archived: 0 }, { orderBy: { rank: 'asc', id: 'asc' }, fields: ['id', 'title'] }),
      this.em.find(ProductOptionSchema, { orgId, archived: 0 }, { orderBy: { rank: 'asc', id: 'asc' }, fields: ['id', 'title'] }),
    ]);
    const choice = (r: { id: number; title: string }) => ({ id: r.id, title: r.title });
    return {
      media: media.map(mediumDto),
      choices: { products: products.map(choice), productProperties: productProperties.map(choice), productOptions: productOptions.map(choice) },
    };
  }

  async update(
    viewer: Viewer,
    id: number,
    props: { title?: string; associations?: Partial<Record<'products' | 'productProperties' | 'productOptions', number[]>> },
  ) {
    assertOwner(viewer, 'manage media');
    const row = await this.medium(viewer, id);
    if (props.title !== undefined) row.title = props.title;
    if (props.associations) {
      const next = { ...row.associations };
      const tables: Record<'products' | 'productProperties' | 'productOptions', EntitySchema> = {
        products: ProductSchema as EntitySchema,
        productProperties: ProductPropertySchema as EntitySchema,
        productOptions: ProductOptionSchema as EntitySchema,
      };
      for (const [kind, ids] of Object.entries(props.associations) as [keyof typeof tables, number[]][]) {
        const unique = [...new Set(ids)];
        const found = unique.length ? await this.em.count(tables[kind], { id: { $in: unique }, orgId: viewer.orgId } as never) : 0;
        if (found !== unique.length)
          throw unprocessable(mediaMessages.unknownAssociation, [{ path: `props.associations.${kind}`, message: mediaMessages.unknownAssociation }]);
        next[kind] = Object.fromEntries(unique.map((associated) => [String(associated), row.associations[kind][String(associated)] ?? {}]));
      }
      row.associations = next;
    }
    await this.em.flush();
    return mediumDto(row);
  }

  async destroy(viewer: Viewer, id: number): Promise<void> {
    assertOwner(viewer, 'manage media');
    const row = await this.medium(viewer, id);
    const keys = storedKeysOf(row);
    // A product showing this medium forgets it (its thumbnailUrl pointed at the file being removed).
    const products = await this.em.find(ProductSchema, { orgId: row.orgId, mediumId: row.id });
    for (const product of products) {
      product.mediumId = null;
      if (keys.some((key) => product.thumbnailUrl === `${MEDIA_PATH}${key}`)) product.thumbnailUrl = null;
    }
    if (row.resourceForMedium && row.resourceId && row.resourceForMedium in thumbnailOwners) {
      const ownerSchema = thumbnailOwners[row.resourceForMedium as keyof typeof thumbnailOwners].schema;
      const owner = (await this.em.findOne(ownerSchema, { id: row.resourceId, orgId: row.orgId })) as ThumbnailOwnerRow | null;
      if (owner && keys.some((key) => owner.thumbnailUrl === `${MEDIA_PATH}${key}`)) owner.thumbnailUrl = null;
    }
    this.em.remove(row);
    await this.em.flush();
    await this.removeFiles(keys);
  }

  /** The owning record's medium: product.mediumId, else the medium made for this record. */
  private async mediumOf(viewer: Viewer, resource: NonNullable<UploadTarget['resource']>, owner: ThumbnailOwnerRow): Promise<MediumRow | null> {
    if (thumbnailOwners[resource].hasMediumId) {
      return owner.mediumId ? this.em.findOne(MediumSchema, { id: owner.mediumId, orgId: viewer.orgId }) : null;
    }
    return this.em.findOne(MediumSchema, { orgId: viewer.orgId, resourceForMedium: resource, resourceId: owner.id });
  }

  private async medium(viewer: Viewer, id: number): Promise<MediumRow> {
    const row = await this.em.findOne(MediumSchema, { id, orgId: viewer.orgId });
    if (!row) throw notFound(mediaMessages.noSuchMedium);
    return row;
  }

  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.store.delete(key).catch(() => undefined);
  }
}
