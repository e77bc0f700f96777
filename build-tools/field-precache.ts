import type { Plugin, Rollup } from 'vite';

/**
 * The pages staff use in the field, with no signal (issue 27): home, the Add Event wizard, My Tasks
 * and the Perform Task wizard. Their chunks, the chunks they load later (dialogs, uploads, toasts)
 * and the app's first load are precached by the service worker; the rest of the app is cached as
 * it is visited.
 */
const FIELD_PAGES =
  /\/src\/client\/pages\/(?:home\/HomePage|event-add\/EventAddPage|my-tasks\/MyTasksPage|perform-task\/PerformTaskPage)\.tsx$/;
/**
 * Not precached: the route table's other pages (setup screens, management, reports: they need the
 * server anyway). What the shell loads later (toasts, dialogs, the session's modals, the navigation
 * drawer) is: offline, the first toast must still be shown.
 */
const OTHER_PAGES = /\/src\/client\/(?:pages\/(?!common\/)|crud\/|resources\/)/;
/** Nor the home dashboard's chart library (1.4 MB), which it loads only when the chart is shown. */
const CHART = /\/AnalyticsChart\.tsx$/;
/**
 * Nor a language pack (src/client/i18n/spanish.ts: i18next, the Spanish catalogue, antd's and
 * dayjs's Spanish; ~18 KB): only its speakers fetch it, and the worker's asset cache keeps it from
 * their next visit, so English speakers never download it.
 */
const LANGUAGE_PACK = /\/src\/client\/i18n\/spanish\.ts$/;

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files the entry needs, now or later: each chunk, its CSS, its static imports (it cannot run
 * without them) and its dynamic ones, except the other pages of the route table (dynamic imports
 * of the entry, where the route table is), the chart and the language packs.
 */
function collect(bundle: Rollup.OutputBundle, entry: string, into: Set<string>): void {
  const pending = [entry];
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (into.has(fileName)) continue;
    const chunk = bundle[fileName] as ChunkWithCss | undefined;
    if (chunk?.type !== 'chunk') continue;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    pending.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const facade = (bundle[lazy] as Rollup.OutputChunk | undefined)?.facadeModuleId ?? '';
      const otherPage = chunk.isEntry && OTHER_PAGES.test(facade) && !FIELD_PAGES.test(facade);
      if (!otherPage && !CHART.test(facade) && !LANGUAGE_PACK.test(facade)) pending.push(lazy);
    }
  }
}

/**
 * Works out, from the bundle's chunk graph, which built files the field pages need (see collect).
 * Gives the
 * service worker's precache filter (vite-plugin-pwa's `manifestTransforms`), which runs after the
 * bundle is written.
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
        if (chunk.isEntry) collect(bundle, chunk.fileName, files);
      }
    },
  };
  /** Keeps the app's files the field pages need, and every file that is not the app's code. */
  const keep = (url: string) => !/^assets\/.+\.(?:js|css)$/.test(url) || files.has(url);
  return { plugin, keep };
}
