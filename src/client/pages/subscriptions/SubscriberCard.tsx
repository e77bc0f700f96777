import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Row, Segmented, Select, Tooltip } from 'antd';
import {
  MEDIA_TYPES,
  type MediaType,
  RECIPIENT_TYPES,
  type RecipientType,
  type SubscriptionSubscriber,
} from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { fieldId, type UpdateDraft, whenFocusLeaves } from './editor-update.ts';
import { PersonPicker } from './PersonPicker.tsx';
import { type RoleLookup, roleChoices, setMediaType, setRecipient, setRecipientType } from './subscription-editor.ts';
import { valueName } from './subscription-words.ts';
import type { LearnNames } from './use-name-book.ts';

interface Props {
  subscriber: SubscriptionSubscriber;
  s: number;
  roles: readonly RoleLookup[];
  rolesLoading: boolean;
  /** Editing a saved subscription: inactive roles show '(inactive)', disabled; creating, they are hidden. */
  editing: boolean;
  problem?: string;
  canRemove: boolean;
  onRemove: () => void;
  learn: LearnNames;
  update: UpdateDraft;
  onLeave: () => void;
}

/** One subscriber (spec 002 §3, §5): a person or a role (required), told by Email or Text. */
export function SubscriberCard(props: Props) {
  const { subscriber, s, roles, rolesLoading, editing, problem, canRemove, onRemove, learn, update, onLeave } = props;
  const t = useText(subscriptionsText);
  const id = (name: string) => fieldId(name, s);
  const status = problem ? ('error' as const) : undefined;
  const choices = roleChoices(roles, editing);
  // A chosen role the company no longer lists (or an inactive one while creating) still shows its id's fate.
  const roleKnown = choices.some((choice) => choice.value === subscriber.recipientQualifier);

  return (
    <Card
      size="small"
      onBlur={whenFocusLeaves(onLeave)}
      title={t('subscriberNumber', { number: s + 1 })}
      extra={
        canRemove && (
          <Tooltip title={t('removeSubscriber')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('removeSubscriberNumber', { number: s + 1 })}
              onClick={onRemove}
            />
          </Tooltip>
        )
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('recipientType')}>
            <Segmented<RecipientType>
              block
              aria-label={t('recipientType')}
              value={subscriber.recipientType}
              options={RECIPIENT_TYPES.map((value) => ({ value, label: valueName('recipient', value) }))}
              onChange={(value) => update((draft) => setRecipientType(draft, s, value))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('by')}>
            <Segmented<MediaType>
              block
              aria-label={t('sendBy')}
              value={subscriber.mediaType}
              options={MEDIA_TYPES.map((value) => ({ value, label: valueName('media', value) }))}
              onChange={(value) => update((draft) => setMediaType(draft, s, value))}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label={valueName('recipient', subscriber.recipientType)}
            htmlFor={id('recipient')}
            help={problem}
            validateStatus={status}
            style={{ marginBottom: 0 }}
          >
            {subscriber.recipientType === 'Person' ? (
              <PersonPicker
                id={id('recipient')}
                value={subscriber.recipientQualifier}
                onChange={(value) => update((draft) => setRecipient(draft, s, value))}
                learn={learn}
                status={status}
              />
            ) : (
              <Select
                id={id('recipient')}
                aria-label={t('role')}
                placeholder={t('chooseRole')}
                showSearch
                optionFilterProp="label"
                loading={rolesLoading}
                value={subscriber.recipientQualifier ?? undefined}
                options={
                  roleKnown || !subscriber.recipientQualifier || rolesLoading
                    ? choices
                    : [...choices, { value: subscriber.recipientQualifier, label: t('notAvailable'), disabled: true }]
                }
                onChange={(value) => update((draft) => setRecipient(draft, s, value ?? null))}
                status={status}
              />
            )}
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
