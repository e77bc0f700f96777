/**
 * `npm run bench:client`: builds the client (Vite, with a manifest) and measures the first-load
 * JavaScript and CSS of the sign-in path and of the home page from the manifest's static import
 * graph; lists the largest chunks with the modules in them; checks the home page's first load
 * against the budget. Writes bench/client-results.json and the '## Client' section of
 * BENCHMARKS.md (the rest of that file belongs to others and is left as it is).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import {
  BUDGET_GZIP,
  type ChunkModules,
  type Manifest,
  measureLoad,
  type PageLoad,
  topChunks,
  writeResults,
} from './client-report.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${repo}dist/client`;

/** Manifest keys (relative to src/client) of the pages measured. */
const ENTRY = 'index.html';
const HOME_PAGE = 'pages/home/HomePage.tsx';
/**
 * Lazy modules the home page needs before it can show anything besides the page itself: the
 * session's sign-in machinery (oidc-client-ts) when it is not in the entry chunk. Listed if
 * present in the manifest, ignored otherwise.
 */
const HOME_SESSION_EXTRAS = ['session/user-manager.ts', 'session/oidc-loader.ts'];

/** Records, per chunk, the rendered length of each module (rollup's module info). */
function recordModules(into: Map<string, ChunkModules>): Plugin {
  return {
    name: 'bench-record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.entries(item.modules).map(([id, info]) => ({
          id: shortId(id),
          renderedLength: info.renderedLength,
        }));
        into.set(item.fileName, modules);
      }
    },
  };
}

function shortId(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + '/node_modules/'.length);
  return clean.startsWith(repo) ? clean.slice(repo.length) : clean;
}

async function main() {
  const modules = new Map<string, ChunkModules>();
  const started = Date.now();
  await build({
    configFile: `${repo}vite.config.ts`,
    logLevel: 'warn',
    build: { manifest: true },
    plugins: [recordModules(modules)],
  });
  const buildMs = Date.now() - started;
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Manifest;

  const signIn: PageLoad = measureLoad(outDir, manifest, 'sign-in (/ before redirect)', [ENTRY]);
  const extras = HOME_SESSION_EXTRAS.filter((key) => manifest[key]);
  const home: PageLoad = measureLoad(outDir, manifest, 'home (/ signed in)', [ENTRY, HOME_PAGE, ...extras]);
  const chunks = topChunks(outDir, manifest, modules, 10);

  writeResults(repo, { buildMs, signIn, home, chunks, budgetGzip: BUDGET_GZIP });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
