import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import { Fragment } from 'react';
import type { SubscriptionFilter } from '../../../domain/subscriptions/subscription.ts';
import { subscriptionsText } from '../../i18n/en/subscriptions.ts';
import { useText } from '../../i18n/language.ts';
import { ConditionCard } from './ConditionCard.tsx';
import type { UpdateDraft } from './editor-update.ts';
import { LocationCard } from './LocationCard.tsx';
import { addCondition, addLocation, removeCondition } from './subscription-editor.ts';
import type { LearnNames } from './use-name-book.ts';
import type { SubscriptionLookups } from './use-subscription-lookups.ts';

interface Props {
  filter: SubscriptionFilter;
  f: number;
  /** More than one filter: each is titled 'Rule N'. */
  numbered: boolean;
  lookups: SubscriptionLookups;
  canRemoveCondition: boolean;
  conditionProblems: Record<string, string>;
  locationProblems: Record<string, string>;
  /** Focus left location condition `l` (its problem shows from then on). */
  onLeaveLocation: (l: number) => void;
  learn: LearnNames;
  update: UpdateDraft;
}

/** The word between alternatives: any one of them is enough. */
export function OrDivider({ label }: { label?: string }) {
  const t = useText(subscriptionsText);
  return (
    <Divider plain style={{ margin: '8px 0' }}>
      <Typography.Text strong type="secondary">
        {label ?? t('or')}
      </Typography.Text>
    </Divider>
  );
}

/**
 * One filter: its Conditions cards (any one of them, OR) and its Location Conditions cards (at
 * any of them; none means any property of the company).
 */
export function FilterSection(props: Props) {
  const {
    filter,
    f,
    numbered,
    lookups,
    canRemoveCondition,
    conditionProblems,
    locationProblems,
    onLeaveLocation,
    learn,
    update,
  } = props;
  const t = useText(subscriptionsText);
  return (
    <Flex vertical gap="small">
      {numbered && (
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('ruleNumber', { number: f + 1 })}
        </Typography.Title>
      )}
      <Flex justify="space-between" align="baseline" wrap gap="small">
        <Typography.Text strong>{t('conditions')}</Typography.Text>
        <Typography.Text type="secondary">{t('anyOneEnough')}</Typography.Text>
      </Flex>
      {filter.conditions.map((condition, c) => (
        // Conditions have no ids: their place is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={c}>
          {c > 0 && <OrDivider />}
          <ConditionCard
            condition={condition}
            f={f}
            c={c}
            lookups={lookups}
            problem={conditionProblems[`${f}.${c}`]}
            canRemove={canRemoveCondition}
            onRemove={() => update((draft) => removeCondition(draft, f, c))}
            update={update}
          />
        </Fragment>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => update((draft) => addCondition(draft, f))}>
          {t('addCondition')}
        </Button>
      </div>
      <Flex justify="space-between" align="baseline" wrap gap="small" style={{ marginTop: 8 }}>
        <Typography.Text strong>{t('locationConditions')}</Typography.Text>
        <Typography.Text type="secondary">
          {filter.locations.length === 0 ? t('noneAnyProperty') : t('atAnyOneOfThese')}
        </Typography.Text>
      </Flex>
      {filter.locations.map((location, l) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: location conditions have no ids either
        <Fragment key={l}>
          {l > 0 && <OrDivider />}
          <LocationCard
            onLeave={() => onLeaveLocation(l)}
            location={location}
            f={f}
            l={l}
            states={lookups.states}
            problem={locationProblems[`${f}.${l}`]}
            learn={learn}
            update={update}
          />
        </Fragment>
      ))}
      <div>
        <Button icon={<EnvironmentOutlined />} onClick={() => update((draft) => addLocation(draft, f))}>
          {t('addLocationCondition')}
        </Button>
      </div>
    </Flex>
  );
}
