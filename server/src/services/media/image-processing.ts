/**
 * What the server does with an uploaded file before storing it (spec catalogue §5; architecture §6):
 * the size is checked, the real type is read from the bytes (file-type; the name and the declared
 * Content-Type are not believed), and sharp re-encodes the image, which drops its metadata (EXIF, GPS,
 * ICC comments) after applying the EXIF orientation, and makes a thumbnail.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_MAX_PX, UPLOAD_EXTENSIONS, UPLOAD_MIME_TYPES, uploadIsTooBig, uploadMessages, type UploadMimeType } from '@configurator/core';
import { ApiError, badRequest } from '../../http/errors.ts';

export interface ProcessedImage {
  mimeType: UploadMimeType;
  extension: 'jpg' | 'png';
  image: Buffer;
  thumbnail: Buffer;
}

/** Decoding bombs: far above any photo a person uploads for a catalogue, far below sharp's own limit. */
const MAX_INPUT_PIXELS = 50_000_000;

const isAccepted = (mime: string | undefined): mime is UploadMimeType => (UPLOAD_MIME_TYPES as readonly string[]).includes(mime ?? '');

export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest(uploadMessages.empty);
  if (uploadIsTooBig(bytes.length)) throw new ApiError(413, 'bad_request', uploadMessages.tooBig);
  const detected = await fileTypeFromBuffer(bytes);
  if (!isAccepted(detected?.mime)) throw badRequest(uploadMessages.wrongType);
  const mimeType = detected.mime as UploadMimeType;
  const encode = (image: Sharp) => (mimeType === 'image/png' ? image.png() : image.jpeg({ quality: 88, mozjpeg: true }));
  try {
    const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    // sharp writes no metadata unless asked (withMetadata), so re-encoding strips it.
    const image = await encode(source()).toBuffer();
    const thumbnail = await encode(source().resize({ width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside', withoutEnlargement: true })).toBuffer();
    return { mimeType, extension: UPLOAD_EXTENSIONS[mimeType], image, thumbnail };
  } catch {
    // A PNG or JPEG signature with broken data behind it.
    throw badRequest(uploadMessages.notAnImage);
  }
}
