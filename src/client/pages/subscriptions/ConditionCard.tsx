import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Tooltip, Typography } from 'antd';
import {
  ACTION_TYPES,
  DELAY_HOURS,
  FREQUENCY_TYPES,
  SEVERITY_CHOICES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionCondition,
  type SubscriptionStatus,
} from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { fieldId, type UpdateDraft } from './editor-update.ts';
import {
  setActionType,
  setCategory,
  setDelayHours,
  setEventType,
  setFrequency,
  setNotifyOnCall,
  setSeverity,
  setStatus,
} from './subscription-editor.ts';
import { actionHelp, actionTypeName, subscriptionStatusName, valueName } from './subscription-words.ts';
import type { SubscriptionLookups } from './use-subscription-lookups.ts';

interface Props {
  condition: SubscriptionCondition;
  /** Filter and condition index. */
  f: number;
  c: number;
  lookups: Pick<SubscriptionLookups, 'eventTypes' | 'eventTypesLoading' | 'eventTypesFailed'>;
  problem?: string;
  canRemove: boolean;
  onRemove: () => void;
  update: UpdateDraft;
}

const ANY = '__any__';
/** 'Any', then each status a condition may name, worded when the card renders. */
const statusOptions = () => [
  { value: ANY, label: subscriptionStatusName(null) },
  ...SUBSCRIPTION_STATUSES.map((value) => ({ value, label: subscriptionStatusName(value) })),
];
const half = { xs: 24, sm: 12 } as const;

/**
 * One condition (spec 002 §2.7, §4, §5): the action (Created, Deleted, Changed, Unchanged, each
 * saying under it when it sends — Created once the report is finished), the
 * event type, its category (disabled until a type), the status for Changed / Unchanged ('Any'
 * or one), the severity, and for Unchanged the delay (1–168 hours) and how often it repeats.
 */
export function ConditionCard({ condition, f, c, lookups, problem, canRemove, onRemove, update }: Props) {
  const t = useText(subscriptionsText);
  const { qualifier } = condition;
  const id = (name: string) => fieldId(name, f, c);
  const type = lookups.eventTypes.find((each) => each.id === qualifier.typeId);
  const byStatus = qualifier.type === 'StatusTypeAndCategory';
  const elapsed = condition.actionType === 'TimeElapsed';

  return (
    <Card
      size="small"
      title={t('conditionNumber', { number: c + 1 })}
      extra={
        canRemove && (
          <Tooltip title={t('removeCondition')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('removeConditionNumber', { number: c + 1 })}
              onClick={onRemove}
            />
          </Tooltip>
        )
      }
    >
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item label={t('is')} htmlFor={id('action')} extra={actionHelp(condition.actionType)}>
            <Select
              id={id('action')}
              value={condition.actionType}
              options={ACTION_TYPES.map((value) => ({ value, label: actionTypeName(value) }))}
              onChange={(value) => update((draft) => setActionType(draft, f, c, value))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('severity')} htmlFor={id('severity')}>
            <Select
              id={id('severity')}
              value={qualifier.eventSeverityLevel}
              options={SEVERITY_CHOICES.map((value) => ({ value, label: valueName('severity', value) }))}
              onChange={(value) => update((draft) => setSeverity(draft, f, c, value))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label={t('eventType')}
            htmlFor={id('type')}
            help={lookups.eventTypesFailed ? t('eventTypesNotRead') : undefined}
            validateStatus={lookups.eventTypesFailed ? 'error' : undefined}
          >
            <Select
              id={id('type')}
              placeholder={t('anyType')}
              allowClear
              showSearch
              optionFilterProp="label"
              loading={lookups.eventTypesLoading}
              value={qualifier.typeId ?? undefined}
              options={lookups.eventTypes.map((each) => ({ value: each.id, label: each.name }))}
              onChange={(value) => update((draft) => setEventType(draft, f, c, value ?? null))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('category')} htmlFor={id('category')}>
            <Select
              id={id('category')}
              placeholder={type ? t('anyCategory') : t('chooseTypeFirst')}
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={!type}
              value={qualifier.categoryId ?? undefined}
              options={(type?.categories ?? []).map((each) => ({ value: each.id, label: each.name }))}
              onChange={(value) => update((draft) => setCategory(draft, f, c, value ?? null))}
            />
          </Form.Item>
        </Col>
        {byStatus && (
          <Col {...half}>
            <Form.Item label={elapsed ? t('whileInStatus') : t('toStatus')} htmlFor={id('status')}>
              <Select
                id={id('status')}
                value={qualifier.statusValue ?? ANY}
                options={statusOptions()}
                onChange={(value: string) =>
                  update((draft) => setStatus(draft, f, c, value === ANY ? null : (value as SubscriptionStatus)))
                }
              />
            </Form.Item>
          </Col>
        )}
        {elapsed && (
          <>
            <Col xs={12} sm={6}>
              <Form.Item
                label={t('forHours')}
                htmlFor={id('delay')}
                validateStatus={condition.delayHours === null ? 'error' : undefined}
                help={condition.delayHours === null ? problem : undefined}
              >
                <Input
                  id={id('delay')}
                  inputMode="numeric"
                  placeholder={`${DELAY_HOURS.min}–${DELAY_HOURS.max}`}
                  value={condition.delayHours ?? ''}
                  onChange={(event) => update((draft) => setDelayHours(draft, f, c, event.target.value))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item label={t('repeat')} htmlFor={id('frequency')}>
                <Select
                  id={id('frequency')}
                  value={condition.frequencyType ?? undefined}
                  options={FREQUENCY_TYPES.map((value) => ({ value, label: valueName('frequency', value) }))}
                  onChange={(value) => update((draft) => setFrequency(draft, f, c, value))}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Flex align="center" gap="small">
        <Switch
          id={id('oncall')}
          size="small"
          checked={condition.notifyOnCall}
          onChange={(checked) => update((draft) => setNotifyOnCall(draft, f, c, checked))}
        />
        <Typography.Text>
          <label htmlFor={id('oncall')}>{t('alsoTextOnCall')}</label>
        </Typography.Text>
      </Flex>
    </Card>
  );
}
