/** Default-export wrapper for antd's Card (see lazy-antd-parts.tsx). */
export { LazyCardTabs as default } from './lazy-antd-parts.tsx';
