import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { FormPageLoading } from '../../crud/FormPageFrame.tsx';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { SubscriptionEditor } from './SubscriptionEditor.tsx';
import { useSubscriptionDraft } from './subscription-api.ts';
import { newSubscriptionDraft } from './subscription-editor.ts';
import { isNewSubscriptionId, SUBSCRIPTION_PATHS } from './subscription-paths.ts';

/** /notificationAdd/{id|new} (spec 002 §2.7): a fresh editor per subscription. */
export function SubscriptionEditorPage({ title }: PageProps) {
  const t = useText(subscriptionsText);
  const { id } = useParams();
  const isNew = isNewSubscriptionId(id);
  const heading = isNew ? t('addSubscription') : t('editSubscription');
  usePageTitle(heading || title);
  const navigate = useNavigate();
  const loaded = useSubscriptionDraft(isNew ? null : (id ?? null));

  if (isNew) return <SubscriptionEditor key="new" title={heading} id={null} initial={newSubscriptionDraft()} />;
  if (loaded.data) return <SubscriptionEditor key={id} title={heading} id={id ?? null} initial={loaded.data} />;
  if (loaded.isError) {
    return (
      <Result
        status="warning"
        title={heading}
        subTitle={t('subscriptionNotLoaded')}
        extra={<Button onClick={() => navigate(SUBSCRIPTION_PATHS.list)}>{t('close')}</Button>}
      />
    );
  }
  return <FormPageLoading title={heading} />;
}
