import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * Below this a compressed copy saves next to nothing. Small files matter: a lazy page pulls in a
 * dozen chunks under 1 KB (an icon, a helper), which brotli makes 40-60% smaller.
 */
const MIN_BYTES = 256;
/** A copy must save more than its Content-Encoding header costs (~25 bytes). */
const MIN_SAVING = 32;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of `dir` that they make smaller. Done once at build time, so the server sends
 * the copy the browser accepts (@fastify/static `preCompressed`) and compresses nothing per request.
 * Answers the files compressed (relative to `dir`).
 */
export function precompressDirectory(dir: string): string[] {
  const compressed: string[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    const smaller = (copy: Buffer) => copy.length + MIN_SAVING < raw.length;
    if (smaller(brotli)) fs.writeFileSync(`${file}.br`, brotli);
    if (smaller(gzip)) fs.writeFileSync(`${file}.gz`, gzip);
    if (smaller(brotli) || smaller(gzip)) compressed.push(name);
  }
  return compressed;
}

/** The Vite plugin: compresses the build output once every file, public ones included, is written. */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
