import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import { FileNotFoundError, foundByHead } from './errors.ts';
import type { FileStore, PutOptions, StoredFile, StoredFileInfo } from './file-store.ts';
import { checkedKey } from './keys.ts';
import { SizeLimit } from './size-limit.ts';

export function createS3Client(settings: S3Settings, extra: Partial<S3ClientConfig> = {}): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible services reject the SDK's
    // default trailing checksums on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...extra,
  });
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/**
 * Objects in an S3 bucket. A put streams through a multipart upload (`@aws-sdk/lib-storage`),
 * holding at most `queueSize` parts of `partSize` bytes in memory; S3 shows an object only once
 * the upload completes, and a failed one is aborted, so nothing partial is ever visible.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly upload = { partSize: 5 * 1024 * 1024, queueSize: 2 },
  ) {}

  async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions): Promise<{ size: number }> {
    const limit = new SizeLimit(maxBytes);
    // A failing source (or the limit) destroys `limit`, which fails the upload, which aborts it.
    pipeline(body, limit, () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkedKey(key), Body: limit, ContentType: contentType },
      ...this.upload,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return { size: limit.bytes };
    } catch (error) {
      throw limit.errored ?? body.errored ?? error;
    }
  }

  async get(key: string): Promise<StoredFile> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return {
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
        body: object.Body as Readable,
      };
    } catch (error) {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    }
  }

  async head(key: string): Promise<StoredFileInfo> {
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return { size: object.ContentLength ?? 0, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    }
  }

  exists(key: string): Promise<boolean> {
    return foundByHead(this.head(key));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }
}
