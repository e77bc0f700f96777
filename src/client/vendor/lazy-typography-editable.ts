/** Default-export wrapper for antd's Typography (see lazy-antd-parts.tsx). */
export { LazyTypographyEditable as default } from './lazy-antd-parts.tsx';
