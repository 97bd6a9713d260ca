/**
 * Media and uploads (spec catalogue §2 admin media, §3 medium, §4 upload box, §5 upload rules, §7):
 * the media grid's calls (owners only) and the upload. An upload is a POST whose body is the image's
 * bytes (image/jpeg or image/png, under 5 MB); what it is for travels in the query string, parsed by
 * uploadTarget. It stores the file, makes a thumbnail, and creates the medium, or updates the existing
 * one (the owning resource's medium, or the medium named by mediumId), as the spec says.
 */
import { z } from 'zod';
import { medium } from '../domain/resources.ts';
import { defineCall, dataOf } from './define-call.ts';
import { recordId, varchar } from './fields.ts';

const id = recordId();

/** The records a thumbnail can be uploaded for, as the spec names them (product: its medium). */
export const thumbnailResources = ['product', 'productProperty', 'productCategory', 'productOption', 'productInstance'] as const;
export type ThumbnailResource = (typeof thumbnailResources)[number];

/**
 * What an upload is for (the query string): a record's thumbnail (resource and id), a new file for an
 * existing medium (mediumId), or, with neither, a new medium of the media page. title: the caption.
 */
export const uploadTarget = z
  .object({
    resource: z.enum(thumbnailResources).optional(),
    id: z.coerce.number().pipe(id).optional(),
    mediumId: z.coerce.number().pipe(id).optional(),
    title: varchar().optional(),
  })
  .strict()
  .refine((t) => (t.resource === undefined) === (t.id === undefined), { message: 'Name both the resource and its id.', path: ['id'] })
  .refine((t) => !(t.resource && t.mediumId), { message: 'Name either a resource or a medium, not both.', path: ['mediumId'] });
export type UploadTarget = z.infer<typeof uploadTarget>;

/** A medium as the media grid shows it: the record plus where its file and thumbnail are served. */
export const mediumWithUrls = medium.extend({ url: z.string().nullable(), thumbnailUrl: z.string().nullable() });
export type MediumWithUrls = z.infer<typeof mediumWithUrls>;

export const uploadMediumCall = defineCall(
  '/api/media/upload',
  uploadTarget,
  /** thumbnailUrl: what the owning record's thumbnailUrl now is (null for a media page upload). */
  dataOf(z.object({ medium: mediumWithUrls, thumbnailUrl: z.string().nullable() })),
);

/** A record a medium can be associated with, for the grid's association pickers. */
const choice = z.object({ id: z.number().int(), title: z.string() });

/** The organisation's images (type image), newest first, and the records they can be associated with. */
export const getMediaCall = defineCall(
  '/api/media/get',
  z.object({ orgId: id }),
  dataOf(
    z.object({
      media: z.array(mediumWithUrls),
      choices: z.object({ products: z.array(choice), productProperties: z.array(choice), productOptions: z.array(choice) }),
    }),
  ),
);

/** Association ids by kind; each must be a record of the organisation (422 otherwise). */
const associationIds = z.array(id).max(500);
export const updateMediumCall = defineCall(
  '/api/media/update',
  z.object({
    id,
    props: z
      .object({
        title: varchar(),
        associations: z.object({ products: associationIds, productProperties: associationIds, productOptions: associationIds }).partial(),
      })
      .partial()
      .strict(),
  }),
  dataOf(z.object({ medium: mediumWithUrls })),
);

/** Deletes the medium and its files; a record whose thumbnail it was keeps no dangling link. */
export const destroyMediumCall = defineCall('/api/media/destroy', z.object({ id }), dataOf(z.object({ id: z.number().int() })));
