import type { UiSchema } from '@rjsf/utils';
import { Card, Flex, Result, Skeleton } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import { PageTitle } from '../widgets/page-title/PageTitle.tsx';
import { useFormChoicesReady } from './use-form-choices.ts';

/** Forms on their own page grow to this width unless the definition says otherwise. */
export const DEFAULT_FORM_WIDTH = 960;

/** The frame of a form page: its title, then the form in a card. */
export function FormPageFrame({
  title,
  width,
  extra,
  children,
}: {
  title: string;
  width?: number;
  /** Drawn at the right of the title (the form's actions, on pages that put them there). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={{ maxWidth: width ?? DEFAULT_FORM_WIDTH }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        {extra}
      </Flex>
      <Card>{children}</Card>
    </div>
  );
}

/** What the card holds while the form is on its way: never an empty card. */
export function FormSkeleton() {
  const t = useText(crudText);
  return (
    <div role="status" aria-label={t('loadingForm')}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * The form in a form page's card, once it can be used: until the choices its selects read have
 * arrived (`useFormChoicesReady`) and the form's own code has loaded (SchemaForm is a lazy chunk
 * that also suspends for its validator), the card shows the skeleton.
 */
export function FormPageBody({ uiSchema, children }: { uiSchema: UiSchema | undefined; children: ReactNode }) {
  const ready = useFormChoicesReady(uiSchema);
  if (!ready) return <FormSkeleton />;
  return <Suspense fallback={<FormSkeleton />}>{children}</Suspense>;
}

/** While the record loads. */
export function FormPageLoading({ title, width }: { title: string; width?: number }) {
  return (
    <FormPageFrame title={title} width={width}>
      <FormSkeleton />
    </FormPageFrame>
  );
}

/** The record could not be read (the global handler already said why in a toast). */
export function FormPageFailed({ title, extra }: { title: string; extra?: ReactNode }) {
  const t = useText(crudText);
  return (
    <Result status="warning" title={<PageTitle>{title}</PageTitle>} subTitle={t('recordNotLoaded')} extra={extra} />
  );
}
