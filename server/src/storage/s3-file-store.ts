/** Files in an S3-compatible bucket (AWS S3, MinIO, R2 ...), through @aws-sdk/client-s3. */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, contentTypeOfKey, type FileStore, type StoredFile } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO URL; absent: AWS's default for the region. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Keys are put under this folder of the bucket ('' for the bucket's root). */
  prefix: string;
}

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where the API requires them: S3-compatible stores differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) return null;
      return { body: Buffer.from(await answer.Body.transformToByteArray()), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.settings.prefix ? `${this.settings.prefix.replace(/\/+$/, '')}/${key}` : key;
  }
}
