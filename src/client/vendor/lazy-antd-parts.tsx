/**
 * Parts of antd components that the first page never shows, fetched when first rendered
 * (vite.config.ts points the antd imports here): Typography's in-place editor (only with
 * `editable`, brings Input and TextArea) and Card's tab bar (only with `tabList`, brings Tabs).
 */
import { type ComponentProps, lazy, Suspense } from 'react';

const Editable = lazy(() => import('antd/es/typography/Editable.js'));
const Tabs = lazy(() => import('antd/es/tabs/index.js'));

export function LazyTypographyEditable(props: ComponentProps<typeof Editable>) {
  return (
    <Suspense fallback={null}>
      <Editable {...props} />
    </Suspense>
  );
}

export function LazyCardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
