/**
 * The storage port (architecture §3, §6): where uploaded files live. Two adapters: local disk under the
 * data folder (default) and an S3-compatible bucket (when configured). Keys are flat names the server
 * makes itself; every adapter refuses any other key, so no request can reach outside its store.
 */

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStore {
  /** 'local' or 's3', for logs and tests. */
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A stored file's name: letters, digits, '-' and '_', one dot and a known extension; nothing else. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,120}\.(png|jpg)$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

/** The content type a key is served with, from its extension (the server wrote the bytes itself). */
export const contentTypeOfKey = (key: string): string => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** The container token of the server's one FileStore (root container). */
export const FILE_STORE = Symbol('FileStore');
