import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fieldPrecache } from './build-tools/field-precache.ts';
import { precompressedAssets } from './build-tools/precompress.ts';
import { PRODUCT_NAME } from './src/domain/company/product.ts';

/** Where the Fastify server runs during development (`npm run dev`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * CommonJS/UMD packages that @refinedev/core imports at the top of its bundle for features the
 * first page never calls (CSV import/export, dev-only stack traces). Their module wrappers look
 * like side effects, so the bundler kept them in the entry chunk; marked side-effect free, they
 * go only where they are really used (papaparse: the lazy CSV export).
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(papaparse|error-stack-parser|stackframe)\//;

function sideEffectFreePackages(): Plugin {
  return {
    name: 'side-effect-free-packages',
    transform(code, id) {
      return SIDE_EFFECT_FREE.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Lighter imports of the same code, for the first load:
 * - antd's form context takes only FormProvider from rc-field-form, but through the package index,
 *   whose static assignments (Form.Field = ...) pull the whole form engine and its validator in;
 *   the module that defines FormProvider is imported directly instead (the same object).
 * - qs requires 'side-channel', which brings object-inspect and get-intrinsic: a small stand-in.
 * - Typography's editor (Input, TextArea) and Card's tab bar (Tabs) are rendered only with
 *   `editable` / `tabList`: loaded lazily on first use (src/client/vendor/lazy-antd-parts.tsx).
 *   So are Input's variants (TextArea, Password, Search, OTP), which antd's Input index imports
 *   for `Input.TextArea` and the like: a list's search box (plain Input) no longer brings them
 *   (src/client/vendor/lazy-input-parts.tsx, as `lazy-antd-part:<Name>` modules).
 * - resize-observer-polyfill exports the browser's ResizeObserver when there is one (every
 *   supported browser): a stand-in that does only that (src/client/vendor/resize-observer.ts).
 * - Button's style tokens take `isBright` from the colour picker's presets panel, whose module
 *   imports Collapse: from a copy of that one function instead (src/client/vendor/antd-is-bright.ts),
 *   so Collapse stays with the pages that show one.
 * - Radio.Group takes `toNamePathStr` from Form's useForm module, which imports the form engine's
 *   index: from a copy of that one function (src/client/vendor/antd-name-path.ts), so a table
 *   (whose selection column has radios) no longer brings the form engine.
 * - One copy of shared packages: our icon imports resolve to the @ant-design/icons that antd uses
 *   (5.x; the 6.x copy brought its own runtime, @ant-design/colors 8 and fast-color 3), and
 *   @rc-component/color-picker gets antd's copy of @ant-design/fast-color (the same version).
 */
function lighterImports(): Plugin {
  const vendor = (file: string) => fileURLToPath(new URL(`./src/client/vendor/${file}`, import.meta.url));
  const sideChannel = vendor('side-channel.cjs');
  const resizeObserver = vendor('resize-observer.ts');
  const isBright = vendor('antd-is-bright.ts');
  const namePath = vendor('antd-name-path.ts');
  const antdEntry = fileURLToPath(import.meta.resolve('antd/es/index.js'));
  const antdParts: [RegExp, string, string][] = [
    [/[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, '../Editable', vendor('lazy-typography-editable.ts')],
    [/[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, '../tabs', vendor('lazy-card-tabs.ts')],
  ];
  const inputIndex = /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/;
  const inputParts: Record<string, string> = {
    './TextArea': 'LazyInputTextArea',
    './Password': 'LazyInputPassword',
    './Search': 'LazyInputSearch',
    './OTP': 'LazyInputOtp',
  };
  const LAZY_PART = '\0lazy-antd-part:';
  return {
    name: 'lighter-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'rc-field-form' && importer && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
        return this.resolve('rc-field-form/es/FormContext.js', importer, { skipSelf: true });
      }
      if (source === 'side-channel' && importer && /[\\/]node_modules[\\/]qs[\\/]/.test(importer)) return sideChannel;
      if (source === 'resize-observer-polyfill') return resizeObserver;
      if (
        source === '../../color-picker/components/ColorPresets' &&
        importer &&
        /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/.test(importer)
      )
        return isBright;
      if (source === '../form/hooks/useForm' && importer && /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer))
        return namePath;
      if (source.startsWith('@ant-design/icons') && importer && !importer.includes('/node_modules/')) {
        return this.resolve(source, antdEntry, { skipSelf: true });
      }
      if (source === '@ant-design/fast-color' && importer?.includes('/node_modules/@rc-component/color-picker/')) {
        return this.resolve(source, antdEntry, { skipSelf: true });
      }
      for (const [from, request, to] of antdParts) if (source === request && importer && from.test(importer)) return to;
      if (importer && inputIndex.test(importer) && inputParts[source]) return `${LAZY_PART}${inputParts[source]}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(LAZY_PART)) return null;
      return `export { ${id.slice(LAZY_PART.length)} as default } from ${JSON.stringify(vendor('lazy-input-parts.tsx'))};`;
    },
  };
}

/**
 * Chunks of the first load. Left alone, the bundler splits what the entry needs into dozens of
 * small chunks shared with lazy pages (antd pieces, helpers), each fetched up front and compressed
 * apart; grouped, they compress ~20 KB gzip smaller (`npm run bench:client`). Listed: packages and
 * antd components the first load uses and lazy pages add nothing to (checked with the benchmark's
 * module lists), so grouping moves nothing from lazy pages into the first load.
 */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@refinedev/(?:core|react-router|devtools-internal)',
  '@tanstack/(?:query-core|react-query)',
  'qs',
  'pluralize',
  'lodash-es',
  'warn-once',
  'oidc-client-ts',
  'jwt-decode',
  '@ant-design/(?:cssinjs|cssinjs-utils|colors|fast-color)',
  '@emotion/(?:hash|unitless)',
  'stylis',
  'classnames',
  'throttle-debounce',
  'resize-observer-polyfill',
  'rc-(?:motion|resize-observer)',
  'antd/es/(?:avatar|button|flex|grid|layout|space|spin|version)',
  'antd/es/typography/(?:Typography\\.js$|style/)',
  'antd/es/app/style/',
];
/**
 * antd's popup machinery (menus, tooltips, their trigger and portal), which lists, dropdowns and
 * selects share: one chunk, not a dozen small ones.
 */
const POPUP = ['rc-(?:menu|overflow|tooltip)', '@rc-component/(?:portal|trigger)', 'antd/es/(?:menu|tooltip)'];
/** antd components that the home page (not the sign-in path) shows at first paint. */
const HOME_UI = ['antd/es/(?:card|col|row|skeleton|statistic)', 'antd/es/badge/(?:Ribbon|style/ribbon)\\.js$'];

/**
 * Our modules of the first load that lazy pages share (session state, the HTTP client, the loading
 * placeholder...): left alone, each becomes a chunk of its own, fetched and compressed apart.
 */
const APP_CORE = new RegExp(
  `/(?:src/(?:${[
    'client/session/(?:store|company|tokens|user-manager)\\.ts',
    'client/feedback/(?:feedback\\.tsx|feedback-api\\.ts)',
    'client/api/(?:http|query-client)\\.ts',
    'client/pages/common/PageLoading\\.tsx',
    'client/vendor/light-typography\\.tsx',
    'client/shell/theme\\.ts',
    'client/session/(?:session-state|sign-in)\\.ts',
    'client/rules/token-expiry\\.ts',
    'domain/company/(?:company|permissions)\\.ts',
    // Shared by the entry or the home page with lazy pages: each was a chunk of its own (< 1 KB),
    // fetched on every first visit with its own response headers.
    'domain/common/calendar-date\\.ts',
    'domain/claims/claim-types\\.ts',
    'domain/events/(?:event-status|events-list-filters)\\.ts',
    'domain/company/getting-started\\.ts',
    'client/rules/messages\\.ts',
    'client/widgets/page-title/PageTitle\\.tsx',
    'client/pages/callback/CallbackPage\\.tsx',
  ].join('|')})|schemas/(?:primitives|dashboard|onboarding)\\.ts)$`,
);
/**
 * The home page (both of its kinds: cards, and the dashboard with its chart), its English words
 * (i18n/en) and the icons it shows: one chunk, fetched with the first visit, instead of eight. Not
 * the getting-started panel, which the page loads only when there is something to set up. The icons are antd's copy (the one
 * our imports resolve to, see lighterImports), not the 6.x copy that RJSF's widgets use.
 */
const HOME = new RegExp(
  `(?:/src/client/(?:pages/dashboard/|widgets/bar-chart/|pages/home/(?!GettingStarted(?:Panel|Card)|getting-started-view)|i18n/en/(?:home|event-status)\\.ts$)|/node_modules/(?:antd/node_modules/@ant-design/icons/es/icons|@ant-design/icons-svg/es/asn)/(?:${[
    'Alert',
    'Home',
    'PlusCircle',
    'Calendar',
    'Phone',
  ].join('|')})Outlined\\.js$)`,
);
/** Module ids are posix paths in Vite (also on Windows). */
const inNodeModules = (names: string[]) => new RegExp(`/node_modules/(?:${names.join('|')})(?:/|$)`);
const FRAMEWORK_RE = inNodeModules(FRAMEWORK);

/**
 * Lazy pages' small shared modules, grouped where the same pages use them together: left alone,
 * each is a chunk of 0.1–1 KB with ~400 bytes of response headers (the Events page fetched 43
 * files). Narrow on purpose: a module that pages without a list use too (the search box brings
 * Input; the file rules, the severity) stays out, or those pages would fetch the whole group.
 *
 * The icons of antd's states (alerts, results, dialogs) and of the lists' buttons.
 */
const COMMON_ICONS = new RegExp(
  `/node_modules/(?:antd/node_modules/@ant-design/icons/es/icons|@ant-design/icons-svg/es/asn)/(?:${[
    'CloseCircleFilled',
    'CheckCircleFilled',
    'ExclamationCircleFilled',
    'InfoCircleFilled',
    'SearchOutlined',
    'CloseOutlined',
    'CheckOutlined',
    'PlusOutlined',
    'DownloadOutlined',
  ].join('|')})\\.js$`,
);
/** Our lists' helpers: table state, sorting, paging, row links, the debounced search term. */
const LIST_APP = new RegExp(
  `/src/client/(?:crud/(?:${[
    'use-list-table',
    'table-sort',
    'list-paging',
    'pager-total',
    'use-row-links',
    'row-open-intent',
    'action-column',
    'column-title',
    'SearchBox',
    'CsvExportButton',
    'use-csv-export',
  ].join('|')})|widgets/(?:search-term|use-debounced-value)|i18n/en/crud)\\.tsx?$|/(?:${[
    // The cells' words and formats, and the download ticket the CSV button asks for.
    'src/domain/lists/cell-text',
    'src/domain/common/(?:currency|date-time-text)',
    'src/domain/i18n/(?:setup-titles|en/list-cells)',
    'schemas/download-ticket',
  ].join('|')})\\.ts$`,
);
/** The event's contract and the events list's query, which the events list and the event's pages share. */
const EVENT_SCHEMAS = new RegExp(
  `/(?:${[
    'schemas/event/(?:entity|endpoints|replies)',
    'src/domain/events/event-wizard-validation',
    'src/client/pages/events/events-list',
    // What the event's contract is built from: its files, its procedure, its visibility and
    // severity, the claim statuses, and the schemas' messages.
    'schemas/file',
    'schemas/procedure/entity',
    'src/domain/procedures/procedure-(?:navigation|model)',
    'src/domain/resources/accepted-file-types',
    'src/domain/events/(?:visible-to|event-severity)',
    'src/domain/claims/(?:claim-status|insurance-policy)',
    'src/domain/i18n/en/(?:event-severity|claim-status|schema-messages)',
  ].join('|')})\\.ts$`,
);

const offline = fieldPrecache();

/**
 * The installable app (issue 27): its web app manifest and a service worker (Workbox) that
 * precaches the first load and the field pages (build-tools/field-precache.ts), answers every
 * page address with the cached index.html, and keeps other built files as they are fetched. The
 * app registers it after it has started (src/client/offline/service-worker.ts), so a first visit
 * is not slowed by it. The API and the identity provider are never cached by it.
 */
const installableApp = VitePWA({
  injectRegister: false,
  // A new version waits for every tab to close (see src/client/offline/service-worker.ts).
  registerType: 'prompt',
  manifest: {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: 'Report incidents and perform inspections at your properties, also without a signal.',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg}'],
    manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => offline.keep(entry.url)) })],
    navigateFallback: '/index.html',
    // Addresses the server answers itself: the API, the identity provider's pages, the terms page.
    navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//, /^\/callback/, /\.[a-z0-9]+$/i],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        // Hashed names: a cached file is never stale.
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 400 } },
      },
    ],
    cleanupOutdatedCaches: true,
    // The first worker controls the open tab at once (there is no older version to wait for).
    clientsClaim: true,
  },
});

/**
 * The browser client: sources and public assets under src/client, built to <repo>/dist/client,
 * which the server serves (index.html for every client route). In development Vite serves the
 * client and forwards the API and the embedded identity provider to the server.
 */
export default defineConfig({
  // Absolute, so the build works from any working directory.
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [react(), sideEffectFreePackages(), lighterImports(), offline.plugin, installableApp, precompressedAssets()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The charts chunk is large by nature and loaded lazily; warn only above it.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_RE },
            { name: 'home-ui', test: inNodeModules(HOME_UI) },
            { name: 'app-core', test: APP_CORE },
            { name: 'popup', test: inNodeModules(POPUP) },
            // Own chunks for two packages only lazy pages use: papaparse, else it follows
            // @refinedev/core (which imports it, unused) into 'framework'; dayjs, else the
            // bundler's runtime helpers share its chunk and every chunk imports it.
            { name: 'papaparse', test: inNodeModules(['papaparse']), priority: 1 },
            { name: 'dayjs', test: inNodeModules(['dayjs']) },
            // After the groups above: what the home page imports from them stays there.
            { name: 'home', test: HOME, includeDependenciesRecursively: false },
            // Lazy pages' small shared modules (see COMMON_ICONS): their own dependencies stay
            // where they were, so no group pulls in code that a page using it did not load before.
            { name: 'icons', test: COMMON_ICONS },
            { name: 'list-app', test: LIST_APP, includeDependenciesRecursively: false },
            { name: 'event-schemas', test: EVENT_SCHEMAS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/oidc': { target: API_TARGET, changeOrigin: false },
    },
  },
});
