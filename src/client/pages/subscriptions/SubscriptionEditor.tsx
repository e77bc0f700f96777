import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Divider, Flex, Form, Grid, Input, Row, Select, Typography } from 'antd';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_LIMITS } from '../../../../schemas/subscription/entity.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { SUBJECT_TYPES, type SubscriptionDraft } from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { fieldId, type UpdateDraft } from './editor-update.ts';
import { FilterSection, OrDivider } from './FilterSection.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { SubscriberCard } from './SubscriberCard.tsx';
import { saveSubscription } from './subscription-api.ts';
import {
  addFilter,
  addSubscriber,
  canRemoveCondition,
  canRemoveSubscriber,
  missingForSave,
  removeSubscriber,
  saveState,
  setName,
  setSubjectType,
  subscriptionProblems,
} from './subscription-editor.ts';
import { SUBSCRIPTION_PATHS } from './subscription-paths.ts';
import { useNameBook } from './use-name-book.ts';
import { useSubscriptionLookups } from './use-subscription-lookups.ts';

/** Subscription toasts last 4 s (spec 002 §9). */
const TOAST_SECONDS = 4;

interface Props {
  title: string;
  /** The saved subscription's id; null creates. */
  id: string | null;
  initial: SubscriptionDraft;
}

/**
 * The Notification Subscription editor (spec 002 §2.7): Name, 'When a(n)', the rules (Conditions
 * and Location Conditions, OR between them), Subscribers, the live Notification Preview, Close
 * and Save. Every change is a transition of src/client/pages/subscriptions/subscription-editor.ts.
 */
export function SubscriptionEditor({ title, id, initial }: Props) {
  const t = useText(subscriptionsText);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lookups = useSubscriptionLookups();
  const { book, learn } = useNameBook();
  const update: UpdateDraft = useCallback((transition) => setDraft((current) => transition(current)), []);

  const problems = useMemo(() => subscriptionProblems(draft), [draft]);
  const missing = useMemo(() => missingForSave(draft), [draft]);
  // A field says what it lacks once the user has left it (a new form is not all red).
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set([...current, key])));
  const shown = <T,>(key: string, problem: T | undefined) => (touched.has(key) ? problem : undefined);
  const phone = !Grid.useBreakpoint().md;
  const save = saveState(draft, lookups.roles);
  const names = useMemo(() => ({ ...lookups.names, ...book }), [lookups.names, book]);
  const close = () => navigate(SUBSCRIPTION_PATHS.list);

  const submit = async () => {
    setSaving(true);
    setRefusal(null);
    const outcome = await saveSubscription(draft, id);
    setSaving(false);
    if (outcome.ok) {
      showToast('success', translate(apiMessagesText, 'subscriptionSaved'), TOAST_SECONDS);
      navigate(SUBSCRIPTION_PATHS.list);
      return;
    }
    showToast('error', translate(apiMessagesText, 'subscriptionSaveFailed'), TOAST_SECONDS);
    setRefusal(outcome.reason);
  };

  const actions = (
    <Flex gap="small">
      <Button onClick={close}>{t('close')}</Button>
      <Button type="primary" disabled={save.disabled} loading={saving} onClick={() => void submit()}>
        {t('save')}
      </Button>
    </Flex>
  );

  return (
    <div style={{ maxWidth: 1200 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        {!phone && actions}
      </Flex>
      <Form layout="vertical" component="div" requiredMark={false}>
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={15}>
            <Flex vertical gap="middle">
              <Card size="small">
                <Row gutter={12}>
                  <Col xs={24} sm={16}>
                    <Form.Item
                      label={t('name')}
                      htmlFor={fieldId('name')}
                      required
                      validateStatus={shown('name', problems.name) ? 'error' : undefined}
                      help={shown('name', problems.name)}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        id={fieldId('name')}
                        onBlur={() => touch('name')}
                        maxLength={SUBSCRIPTION_LIMITS.nameLength}
                        value={draft.name}
                        onChange={(event) => update((current) => setName(current, event.target.value))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item label={t('whenA')} htmlFor={fieldId('subject')} style={{ marginBottom: 8 }}>
                      <Select
                        id={fieldId('subject')}
                        value={draft.subjectType}
                        options={SUBJECT_TYPES.map((value) => ({ value, label: t('subjectEvent') }))}
                        onChange={(value) => update((current) => setSubjectType(current, value))}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
              <Card
                size="small"
                title={t('rules')}
                extra={<Typography.Text type="secondary">{t('anyMatchingRule')}</Typography.Text>}
              >
                <Flex vertical gap="small">
                  {draft.filters.map((filter, f) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: filters have no ids; their place is who they are
                    <Fragment key={f}>
                      {f > 0 && <OrDivider label={t('orWhen')} />}
                      <FilterSection
                        filter={filter}
                        f={f}
                        numbered={draft.filters.length > 1}
                        lookups={lookups}
                        canRemoveCondition={canRemoveCondition(draft)}
                        conditionProblems={problems.conditions}
                        locationProblems={Object.fromEntries(
                          Object.entries(problems.locations).filter(([key]) => touched.has(`location.${key}`)),
                        )}
                        onLeaveLocation={(l) => touch(`location.${f}.${l}`)}
                        learn={learn}
                        update={update}
                      />
                    </Fragment>
                  ))}
                  <Divider />
                  <div>
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => update(addFilter)}
                      disabled={draft.filters.length >= SUBSCRIPTION_LIMITS.filters}
                    >
                      {t('addRule')}
                    </Button>
                  </div>
                </Flex>
              </Card>
              <Card size="small" title={t('subscribers')}>
                <Flex vertical gap="small">
                  {draft.subscribers.map((subscriber, s) => (
                    <SubscriberCard
                      // biome-ignore lint/suspicious/noArrayIndexKey: subscribers have no ids
                      key={s}
                      onLeave={() => touch(`subscriber.${s}`)}
                      subscriber={subscriber}
                      s={s}
                      roles={lookups.roles}
                      rolesLoading={lookups.rolesLoading}
                      editing={id !== null}
                      problem={shown(`subscriber.${s}`, problems.subscribers[s])}
                      canRemove={canRemoveSubscriber(draft)}
                      onRemove={() => update((current) => removeSubscriber(current, s))}
                      learn={learn}
                      update={update}
                    />
                  ))}
                  <div>
                    <Button
                      icon={<UserAddOutlined />}
                      onClick={() => update(addSubscriber)}
                      disabled={draft.subscribers.length >= SUBSCRIPTION_LIMITS.subscribers}
                    >
                      {t('addSubscriber')}
                    </Button>
                  </div>
                </Flex>
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={9}>
            <Flex vertical gap="middle" style={{ position: 'sticky', top: 16 }}>
              <PreviewPanel draft={draft} names={names} />
              {save.warning && <Alert type="warning" showIcon message={save.warning} />}
              {missing.length > 0 && (
                <Card size="small" title={t('beforeSaved')}>
                  <ul data-testid="missing-for-save" style={{ margin: 0, paddingInlineStart: 20 }}>
                    {missing.map((text) => (
                      <li key={text}>
                        <Typography.Text type="secondary">{text}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                </Card>
              )}
              {refusal && (
                <Alert
                  type="error"
                  showIcon
                  message={translate(apiMessagesText, 'subscriptionSaveFailed')}
                  description={refusal}
                />
              )}
            </Flex>
          </Col>
        </Row>
      </Form>
      {phone && (
        <Flex
          justify="flex-end"
          style={{
            position: 'sticky',
            bottom: 0,
            marginTop: 16,
            padding: '12px 0',
            background: 'var(--ant-color-bg-layout, #f5f5f5)',
            borderTop: '1px solid rgba(5, 5, 5, 0.06)',
            zIndex: 10,
          }}
        >
          {actions}
        </Flex>
      )}
    </div>
  );
}
