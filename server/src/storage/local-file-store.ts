/** Files on local disk, in one folder (by default {dataDir}/media). */
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, contentTypeOfKey, type FileStore, type StoredFile } from './file-store.ts';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      return { body: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Checked twice: the key's own pattern, and the resolved path must stay inside the folder. */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('A storage key left the storage folder.');
    return path;
  }
}
