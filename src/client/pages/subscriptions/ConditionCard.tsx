import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Tooltip, Typography } from 'antd';
import {
  ACTION_TYPE_HELP,
  ACTION_TYPE_OPTIONS,
  ANY_STATUS_LABEL,
  DELAY_HOURS,
  FREQUENCY_TYPES,
  SEVERITY_CHOICE_OPTIONS,
  SUBSCRIPTION_STATUS_OPTIONS,
  type SubscriptionCondition,
  type SubscriptionStatus,
} from '../../../domain/subscriptions/subscription.ts';
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
const statusOptions = [
  { value: ANY, label: ANY_STATUS_LABEL },
  ...SUBSCRIPTION_STATUS_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
];
const half = { xs: 24, sm: 12 } as const;

/**
 * One condition (spec 002 §2.7, §4, §5): the action (Created, Deleted, Changed, Unchanged, each
 * saying under it when it sends — Created once the report is finished), the
 * event type, its category (disabled until a type), the status for Changed / Unchanged ('Any'
 * or one), the severity, and for Unchanged the delay (1–168 hours) and how often it repeats.
 */
export function ConditionCard({ condition, f, c, lookups, problem, canRemove, onRemove, update }: Props) {
  const { qualifier } = condition;
  const id = (name: string) => fieldId(name, f, c);
  const type = lookups.eventTypes.find((each) => each.id === qualifier.typeId);
  const byStatus = qualifier.type === 'StatusTypeAndCategory';
  const elapsed = condition.actionType === 'TimeElapsed';

  return (
    <Card
      size="small"
      title={`Condition ${c + 1}`}
      extra={
        canRemove && (
          <Tooltip title="Remove condition">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove condition ${c + 1}`}
              onClick={onRemove}
            />
          </Tooltip>
        )
      }
    >
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item label="Is" htmlFor={id('action')} extra={ACTION_TYPE_HELP[condition.actionType]}>
            <Select
              id={id('action')}
              value={condition.actionType}
              options={ACTION_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              onChange={(value) => update((draft) => setActionType(draft, f, c, value))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Severity" htmlFor={id('severity')}>
            <Select
              id={id('severity')}
              value={qualifier.eventSeverityLevel}
              options={SEVERITY_CHOICE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              onChange={(value) => update((draft) => setSeverity(draft, f, c, value))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Event Type"
            htmlFor={id('type')}
            help={lookups.eventTypesFailed ? 'The event types could not be read.' : undefined}
            validateStatus={lookups.eventTypesFailed ? 'error' : undefined}
          >
            <Select
              id={id('type')}
              placeholder="Any type"
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
          <Form.Item label="Category" htmlFor={id('category')}>
            <Select
              id={id('category')}
              placeholder={type ? 'Any category' : 'Choose a type first'}
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
            <Form.Item label={elapsed ? 'While in status' : 'To status'} htmlFor={id('status')}>
              <Select
                id={id('status')}
                value={qualifier.statusValue ?? ANY}
                options={statusOptions}
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
                label="For (hours)"
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
              <Form.Item label="Repeat" htmlFor={id('frequency')}>
                <Select
                  id={id('frequency')}
                  value={condition.frequencyType ?? undefined}
                  options={FREQUENCY_TYPES.map((value) => ({ value, label: value }))}
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
          <label htmlFor={id('oncall')}>Also text the property's on-call number</label>
        </Typography.Text>
      </Flex>
    </Card>
  );
}
