/** The measurements and the report of bench/client.ts (kept apart so the script stays short). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The home page's first-load budget, gzip bytes (1 KB = 1000 bytes, the stricter reading). */
export const BUDGET_GZIP = 300_000;
const KB = 1000;
const TOP_MODULES = 6;

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export type ChunkModules = { id: string; renderedLength: number }[];

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}
interface Totals {
  raw: number;
  gzip: number;
}
export interface PageLoad {
  label: string;
  js: Totals;
  css: Totals;
  total: Totals;
  files: FileSize[];
}
export interface ChunkReport extends FileSize {
  name: string;
  lazy: boolean;
  inHomeFirstLoad?: boolean;
  topModules: { id: string; renderedLength: number }[];
}

const sizes = new Map<string, FileSize>();
function sizeOf(outDir: string, file: string): FileSize {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = readFileSync(`${outDir}/${file}`);
  const size = { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  sizes.set(file, size);
  return size;
}

/** The files the browser fetches for these manifest keys: each chunk and its static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

function sum(files: FileSize[]): Totals {
  return files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

export function measureLoad(outDir: string, manifest: Manifest, label: string, keys: string[]): PageLoad {
  const { js, css } = staticClosure(manifest, keys);
  const jsFiles = js.map((f) => sizeOf(outDir, f));
  const cssFiles = css.map((f) => sizeOf(outDir, f));
  const jsT = sum(jsFiles);
  const cssT = sum(cssFiles);
  return {
    label,
    js: jsT,
    css: cssT,
    total: { raw: jsT.raw + cssT.raw, gzip: jsT.gzip + cssT.gzip },
    files: [...jsFiles, ...cssFiles].sort((a, b) => b.gzip - a.gzip),
  };
}

/** The largest JavaScript chunks by gzip size, with the largest modules in each. */
export function topChunks(
  outDir: string,
  manifest: Manifest,
  modules: Map<string, ChunkModules>,
  count: number,
): ChunkReport[] {
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  return [...modules.keys()]
    .map((file) => {
      const chunk = byFile.get(file);
      const top = [...(modules.get(file) ?? [])]
        .sort((a, b) => b.renderedLength - a.renderedLength)
        .slice(0, TOP_MODULES);
      return {
        ...sizeOf(outDir, file),
        name: chunk?.src ?? chunk?.name ?? file,
        lazy: !chunk?.isEntry,
        topModules: top,
      };
    })
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

interface Results {
  buildMs: number;
  signIn: PageLoad;
  home: PageLoad;
  chunks: ChunkReport[];
  budgetGzip: number;
}

function markdown(r: Results, pass: boolean): string {
  const row = (p: PageLoad) =>
    `| ${p.label} | ${p.files.length} | ${kb(p.js.raw)} | ${kb(p.js.gzip)} | ${kb(p.css.raw)} | ${kb(p.css.gzip)} | **${kb(p.total.gzip)}** |`;
  const homeFiles = new Set(r.home.files.map((f) => f.file));
  const chunkRows = r.chunks.map((c) => {
    const where = homeFiles.has(c.file) ? 'home first load' : 'lazy';
    const mods = c.topModules.map((m) => `${m.id} ${kb(m.renderedLength)}`).join('; ');
    return `| ${c.file} | ${where} | ${kb(c.raw)} | ${kb(c.gzip)} | ${mods} |`;
  });
  return [
    '## Client',
    '',
    `Measured by \`npm run bench:client\` (bench/client.ts): Vite production build with a manifest; first load =`,
    'the entry chunk and its static imports (plus, for home, the lazy HomePage chunk and its static imports);',
    `gzip by node:zlib at its default level; 1 KB = 1000 bytes. Budget for the home page: ${kb(r.budgetGzip)} gzip.`,
    "The identity provider's own login page (after the redirect) is server-rendered HTML with inline CSS and no JS.",
    '',
    '| Page | Files | JS raw | JS gzip | CSS raw | CSS gzip | Total gzip |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(r.signIn),
    row(r.home),
    '',
    `Home page first load: **${kb(r.home.total.gzip)} gzip — ${pass ? 'PASS' : 'FAIL'}** (budget ${kb(r.budgetGzip)}).`,
    '',
    'Largest chunks (top modules by rendered size, before minification):',
    '',
    '| Chunk | Loaded | Raw | Gzip | Largest modules |',
    '| --- | --- | ---: | ---: | --- |',
    ...chunkRows,
    '',
  ].join('\n');
}

/** Replaces only the `## <heading>` section of BENCHMARKS.md (up to the next '## ' heading); appends it when missing. */
export function updateBenchmarksSection(path: string, heading: string, section: string) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n';
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = current.search(new RegExp(`^## ${escaped}\\s*$`, 'm'));
  let next: string;
  if (start < 0) {
    next = `${current.replace(/\s*$/, '')}\n\n${section}`;
  } else {
    const rest = current.slice(start + 1);
    const end = rest.search(/^## /m);
    const tail = end < 0 ? '' : `\n${rest.slice(end)}`;
    next = `${current.slice(0, start)}${section}${tail}`;
  }
  writeFileSync(path, next.endsWith('\n') ? next : `${next}\n`);
}

export function writeResults(repo: string, r: Results) {
  const pass = r.home.total.gzip <= r.budgetGzip;
  console.log(`\nClient build ${(r.buildMs / 1000).toFixed(1)} s\n`);
  console.table(
    [r.signIn, r.home].map((p) => ({
      page: p.label,
      files: p.files.length,
      'js raw': kb(p.js.raw),
      'js gzip': kb(p.js.gzip),
      'css raw': kb(p.css.raw),
      'css gzip': kb(p.css.gzip),
      'total gzip': kb(p.total.gzip),
    })),
  );
  console.log('\nLargest chunks:');
  for (const c of r.chunks) {
    console.log(`  ${kb(c.gzip).padStart(9)} gzip ${kb(c.raw).padStart(9)} raw  ${c.file} (${c.name})`);
    for (const m of c.topModules) console.log(`      ${kb(m.renderedLength).padStart(9)}  ${m.id}`);
  }
  console.log(
    `\nHome first load ${kb(r.home.total.gzip)} gzip vs budget ${kb(r.budgetGzip)}: ${pass ? 'PASS' : 'FAIL'}`,
  );
  writeFileSync(
    `${repo}bench/client-results.json`,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), pass, ...r }, null, 2)}\n`,
  );
  updateBenchmarksSection(`${repo}BENCHMARKS.md`, 'Client', markdown(r, pass));
  if (!pass) process.exitCode = 1;
}
