import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, Select, Tooltip } from 'antd';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import { propertyGroupEndpoints } from '../../../../schemas/property-group.ts';
import { LOCATION_CONDITION_TYPES, type SubscriptionLocation } from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { matchesState, type StateOption, stateOptions } from '../../widgets/us-state/state-options.ts';
import { fieldId, type UpdateDraft, whenFocusLeaves } from './editor-update.ts';
import { RecordMultiPicker } from './RecordMultiPicker.tsx';
import { locationValues, removeLocation, setLocationType, setLocationValues } from './subscription-editor.ts';
import { valueName } from './subscription-words.ts';
import type { LearnNames } from './use-name-book.ts';
import type { SubscriptionLookups } from './use-subscription-lookups.ts';

interface Props {
  location: SubscriptionLocation;
  f: number;
  l: number;
  states: SubscriptionLookups['states'];
  problem?: string;
  learn: LearnNames;
  update: UpdateDraft;
  onLeave: () => void;
}

/**
 * One location condition (spec 002 §3, §4): properties, property groups or states, and the list
 * of that type (required). Properties and groups are searched on the server; states are local.
 */
export function LocationCard({ location, f, l, states, problem, learn, update, onLeave }: Props) {
  const t = useText(subscriptionsText);
  const id = (name: string) => fieldId(name, f, l);
  const values = locationValues(location);
  const type = location.locationConditionType;
  const typeLabel = valueName('location', type);
  const change = (next: string[]) => update((draft) => setLocationValues(draft, f, l, next));
  const status = problem ? ('error' as const) : undefined;

  return (
    <Card
      size="small"
      onBlur={whenFocusLeaves(onLeave)}
      title={t('locationConditionNumber', { number: l + 1 })}
      extra={
        <Tooltip title={t('removeLocationCondition')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('removeLocationConditionNumber', { number: l + 1 })}
            onClick={() => update((draft) => removeLocation(draft, f, l))}
          />
        </Tooltip>
      }
    >
      <Form.Item label={t('atAnyOfThese')} htmlFor={id('location-type')}>
        <Select
          id={id('location-type')}
          value={type}
          options={LOCATION_CONDITION_TYPES.map((value) => ({ value, label: valueName('location', value) }))}
          onChange={(value) => update((draft) => setLocationType(draft, f, l, value))}
        />
      </Form.Item>
      <Form.Item
        label={typeLabel}
        htmlFor={id('location-values')}
        help={problem}
        validateStatus={status}
        style={{ marginBottom: 0 }}
      >
        {type === 'States' ? (
          <Select<string[], StateOption>
            id={id('location-values')}
            mode="multiple"
            aria-label={typeLabel}
            placeholder={t('searchStates')}
            value={values}
            options={stateOptions(states, undefined)}
            filterOption={matchesState}
            onChange={change}
            status={status}
          />
        ) : (
          <RecordMultiPicker
            key={type}
            id={id('location-values')}
            label={typeLabel}
            endpoint={type === 'PropertyGroups' ? propertyGroupEndpoints.list : propertyEndpoints.list}
            kind={type === 'PropertyGroups' ? 'propertyGroups' : 'properties'}
            value={values}
            onChange={change}
            learn={learn}
            status={status}
          />
        )}
      </Form.Item>
    </Card>
  );
}
