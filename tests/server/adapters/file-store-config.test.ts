import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFileStore } from '../../../src/server/adapters/storage/disk-store.ts';
import { createFileStore } from '../../../src/server/adapters/storage/index.ts';
import { S3FileStore } from '../../../src/server/adapters/storage/s3-store.ts';
import { loadConfig } from '../../../src/server/config.ts';

const MB = 1024 * 1024;

describe('file store configuration', () => {
  it('keeps files under DATA_DIR/files by default, with a size limit per kind', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ops' });
    expect(config.files).toEqual({
      dir: path.resolve('/srv/ops/files'),
      s3: null,
      maxBytes: { document: 50 * MB, image: 30 * MB, video: 500 * MB },
    });
    expect(createFileStore(config.files)).toBeInstanceOf(DiskFileStore);
  });

  it('switches to S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'ops-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_MAX_VIDEO_BYTES: String(200 * MB),
    });
    expect(config.files.s3).toEqual({
      bucket: 'ops-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.files.maxBytes.video).toBe(200 * MB);
    expect(createFileStore(config.files)).toBeInstanceOf(S3FileStore);
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).files.s3).toMatchObject({
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a credential pair and a bad limit at start', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set together/);
    expect(() => loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '10MB' })).toThrow(/UPLOAD_MAX_IMAGE_BYTES/);
  });
});
