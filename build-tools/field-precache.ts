import type { Plugin, Rollup } from 'vite';

/**
 * The pages staff use in the field, with no signal (issue 27): home, the Add Event wizard, My Tasks
 * and the Perform Task wizard. Their chunks, the chunks they load later (dialogs, uploads, toasts)
 * and the app's first load are precached by the service worker; the rest of the app is cached as
 * it is visited.
 */
const FIELD_PAGES =
  /\/src\/client\/pages\/(?:home\/HomePage|event-add\/EventAddPage|my-tasks\/MyTasksPage|perform-task\/PerformTaskPage)\.tsx$/;
/** Loaded by a field page but of no use offline: the home dashboard's chart library (1.4 MB). */
const NOT_OFFLINE = /\/src\/client\/pages\/dashboard\/AnalyticsChart\.tsx$/;

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files a chunk needs: itself, its CSS, and its static imports (and dynamic ones when `deep`). */
function collect(bundle: Rollup.OutputBundle, start: string, deep: boolean, into: Set<string>): void {
  const pending = [start];
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (into.has(fileName)) continue;
    const chunk = bundle[fileName] as ChunkWithCss | undefined;
    if (!chunk || chunk.type !== 'chunk') continue;
    if (chunk.facadeModuleId && NOT_OFFLINE.test(chunk.facadeModuleId)) continue;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    pending.push(...chunk.imports, ...(deep ? chunk.dynamicImports : []));
  }
}

/**
 * Works out, from the bundle's chunk graph, which built files the field pages need, and gives the
 * service worker's precache filter (vite-plugin-pwa's `manifestTransforms`), which runs after the
 * bundle is written. Not the route table's other pages: the entry's own dynamic imports are not followed.
 */
export function fieldPrecache() {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'field-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) collect(bundle, chunk.fileName, false, files);
        else if (chunk.facadeModuleId && FIELD_PAGES.test(chunk.facadeModuleId)) {
          collect(bundle, chunk.fileName, true, files);
        }
      }
    },
  };
  /** Keeps the app's files the field pages need, and every file that is not the app's code. */
  const keep = (url: string) => !/^assets\/.+\.(?:js|css)$/.test(url) || files.has(url);
  return { plugin, keep };
}
