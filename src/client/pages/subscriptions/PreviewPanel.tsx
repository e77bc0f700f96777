import { NotificationOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { SubscriptionDraft } from '../../../domain/subscriptions/subscription.ts';
import { type PreviewNames, subscriptionPreview } from '../../../domain/subscriptions/subscription-preview.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { translate, useText } from '../../i18n/language.ts';

/**
 * The live 'Notification Preview' (spec 002 §2.7): the sentence the shared preview function makes
 * of the draft (the server writes the same one as the subject of what it sends).
 */
export function PreviewPanel({ draft, names }: { draft: SubscriptionDraft; names: PreviewNames }) {
  const t = useText(subscriptionsText);
  return (
    <Card
      size="small"
      title={
        <span>
          <NotificationOutlined /> {t('notificationPreview')}
        </span>
      }
      styles={{ body: { background: '#f6f9ff' } }}
    >
      <Typography.Paragraph data-testid="notification-preview" style={{ margin: 0, fontSize: 15, lineHeight: 1.6 }}>
        {subscriptionPreview(draft, names, translate)}.
      </Typography.Paragraph>
    </Card>
  );
}
