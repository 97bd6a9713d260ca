/**
 * Upload rules and the upload box's texts (spec catalogue §4, §5, §8, §9), in one place: the web's
 * upload box and the server's checks read the same numbers and words.
 */

/** Files must be under 5 MB (spec §5, §9): a file of 5,000,000 bytes or more is refused. */
export const UPLOAD_MAX_BYTES = 5_000_000;

/** True for a file the spec refuses: its size is not under UPLOAD_MAX_BYTES. */
export const uploadIsTooBig = (bytes: number): boolean => bytes >= UPLOAD_MAX_BYTES;

/** The only accepted types, as the file picker offers them and as the server reads them from the bytes. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** The stored file's extension per accepted type. */
export const UPLOAD_EXTENSIONS: Record<UploadMimeType, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Four seconds after an upload succeeds the success state is set, then the resource is refetched. */
export const UPLOAD_SUCCESS_DELAY_MS = 4000;

/** The longest side of a thumbnail the server makes, in pixels. */
export const THUMBNAIL_MAX_PX = 480;

/** The upload box's five states and their texts ('successfuly' as the spec writes it). */
export const uploadBoxTexts = {
  idle: 'Drag and Drop or click to browse',
  dragging: 'Drop here to upload.',
  uploading: 'Uploading ...',
  success: 'File uploaded successfuly!',
  failure: "Couldn't upload file. Check your internet connection or try again later.",
} as const;
export type UploadBoxState = keyof typeof uploadBoxTexts;

/** What people are told when a file is refused (by the box before sending, or by the server). */
export const uploadMessages = {
  tooBig: 'Please choose a file under 5mb',
  empty: 'The file is empty.',
  wrongType: 'Only JPEG and PNG images can be uploaded.',
  notAnImage: 'The file is not a readable image.',
  noBody: 'Send the image itself as the request body (Content-Type image/jpeg or image/png).',
} as const;
