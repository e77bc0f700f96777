import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { FormPageLoading } from '../../crud/FormPageFrame.tsx';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { SubscriptionEditor } from './SubscriptionEditor.tsx';
import { useSubscriptionDraft } from './subscription-api.ts';
import { newSubscriptionDraft } from './subscription-editor.ts';
import { isNewSubscriptionId, SUBSCRIPTION_PATHS } from './subscription-paths.ts';

/** /notificationAdd/{id|new} (spec 002 §2.7): a fresh editor per subscription. */
export function SubscriptionEditorPage({ title }: PageProps) {
  const { id } = useParams();
  const isNew = isNewSubscriptionId(id);
  const heading = isNew ? 'Add Subscription' : 'Edit Subscription';
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
        subTitle="This subscription could not be loaded."
        extra={<Button onClick={() => navigate(SUBSCRIPTION_PATHS.list)}>Close</Button>}
      />
    );
  }
  return <FormPageLoading title={heading} />;
}
