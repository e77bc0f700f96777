/**
 * Input's variants (Input.TextArea, .Password, .Search, .OTP), which antd's Input index imports
 * for every page that shows an Input (a list's search box shows none of them): fetched when first
 * rendered (vite.config.ts points the index's imports here). Apart from lazy-antd-parts.tsx,
 * which the first load has.
 */
import { type ComponentProps, lazy, Suspense } from 'react';

const InputTextArea = lazy(() => import('antd/es/input/TextArea.js'));
const InputPassword = lazy(() => import('antd/es/input/Password.js'));
const InputSearch = lazy(() => import('antd/es/input/Search.js'));
const InputOtp = lazy(() => import('antd/es/input/OTP/index.js'));

export function LazyInputTextArea(props: ComponentProps<typeof InputTextArea>) {
  return (
    <Suspense fallback={null}>
      <InputTextArea {...props} />
    </Suspense>
  );
}

export function LazyInputPassword(props: ComponentProps<typeof InputPassword>) {
  return (
    <Suspense fallback={null}>
      <InputPassword {...props} />
    </Suspense>
  );
}

export function LazyInputSearch(props: ComponentProps<typeof InputSearch>) {
  return (
    <Suspense fallback={null}>
      <InputSearch {...props} />
    </Suspense>
  );
}

export function LazyInputOtp(props: ComponentProps<typeof InputOtp>) {
  return (
    <Suspense fallback={null}>
      <InputOtp {...props} />
    </Suspense>
  );
}
