import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressDirectory } from '../../build-tools/precompress.ts';

it('writes brotli and gzip copies of text files worth it, and leaves small and binary files alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = 'export const answer = 42;\n'.repeat(200);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

  expect(precompressDirectory(dir)).toEqual([path.join('assets', 'index-abc123.js')]);

  const file = path.join(dir, 'assets', 'index-abc123.js');
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
  expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
