/**
 * Sends one image to the upload call: the file's bytes are the body, what it is for goes in the query
 * string (core's uploadTarget). Files over the limit are refused before sending (spec §5: the alert
 * 'Please choose a file under 5mb'; the upload is not sent).
 */
import { apiErrorBody, uploadIsTooBig, uploadMediumCall, uploadMessages, type ResponseOf, type UploadTarget } from '@configurator/core';
import { ApiError } from './api-client.ts';

export type UploadResult = ResponseOf<typeof uploadMediumCall>['data'];

export class FileTooBigError extends Error {
  constructor() {
    super(uploadMessages.tooBig);
    this.name = 'FileTooBigError';
  }
}

export const isTooBig = (file: Blob): boolean => uploadIsTooBig(file.size);

export function uploadQuery(target: UploadTarget): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(target)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function uploadImage(file: File, target: UploadTarget): Promise<UploadResult> {
  if (isTooBig(file)) throw new FileTooBigError();
  let response: Response;
  try {
    response = await fetch(uploadMediumCall.path + uploadQuery(target), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorBody.safeParse(json);
    throw new ApiError(
      response.status,
      error.success ? error.data.error.code : 'internal',
      error.success ? error.data.error.message : `The server answered ${response.status}.`,
    );
  }
  return uploadMediumCall.response.parse(json).data;
}
