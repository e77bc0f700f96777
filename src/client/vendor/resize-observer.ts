/**
 * A stand-in for 'resize-observer-polyfill' (rc-resize-observer imports it for antd): that
 * package exports the browser's own ResizeObserver whenever there is one, which every browser
 * this client supports has, so its 13 KB of fallback code never ran (see vite.config.ts).
 */
export default globalThis.ResizeObserver;
