import { Alert, Descriptions, Form, Input, Select, Spin } from 'antd';
import { useState } from 'react';
import { EVENT_LIMITS, type EventProgress } from '../../../../schemas/event/entity.ts';
import { categoryRequired } from '../../../domain/events/event-wizard-validation.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { useEventTypeChoices } from '../procedures/procedure-api.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { fieldHelp } from './field-help.ts';
import type { EventWizard } from './use-event-wizard.ts';
import { eventProperty, usePropertyChoices } from './wizard-api.ts';

/** The facts of an event that exists: fixed once created (its procedure was copied for them). */
function CreatedEventFacts({ event }: { event: EventProgress }) {
  const t = useText(eventAddText);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'property', label: t('property'), children: event.property.name },
        { key: 'type', label: t('type'), children: event.type.name },
        { key: 'category', label: t('category'), children: event.category?.name ?? '' },
        { key: 'location', label: t('location'), children: event.location ?? '' },
      ]}
    />
  );
}

/**
 * Event Info (spec 001 §2, §5): the property (the user's properties, searched on the server),
 * the type and its category, and the location (free text). Next creates the event; once it
 * exists the facts are shown read-only and Next goes on without checking them again.
 */
export function EventInfoTab({ wizard }: { wizard: EventWizard }) {
  const { info, event } = wizard;
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const editable = event === null;
  const properties = usePropertyChoices(search, editable);
  const types = useEventTypeChoices(editable);
  const type = types.data?.find((candidate) => candidate.id === info.typeId);
  const problems = wizard.infoProblems;
  const t = useText(eventAddText);

  const propertyOptions = properties.rows.map((row) => ({
    value: row.id,
    label: [row.name, [row.address?.city, row.address?.state].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
  }));
  // The chosen property stays shown while a search lists others.
  if (info.propertyId && !propertyOptions.some((option) => option.value === info.propertyId)) {
    propertyOptions.unshift({ value: info.propertyId, label: info.propertyName ?? '' });
  }

  return (
    <section aria-label={t('tab.eventInfo')}>
      {event ? (
        <CreatedEventFacts event={event} />
      ) : (
        <Form layout="vertical" requiredMark={false} component="div">
          {wizard.noProcedure && (
            <Alert type="error" showIcon role="alert" message={t('noProcedure')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item label={t('property')} htmlFor="event-property" {...fieldHelp(problems, 'property')}>
            <Select
              id="event-property"
              size="large"
              showSearch
              filterOption={false}
              searchValue={searchText}
              onSearch={setSearchText}
              placeholder={t('searchProperties')}
              options={propertyOptions}
              value={info.propertyId ?? undefined}
              loading={properties.isFetching}
              notFoundContent={properties.isFetching ? <Spin size="small" /> : t('noMatchingProperty')}
              onChange={(id: string) => {
                const row = properties.rows.find((candidate) => candidate.id === id);
                wizard.setInfo({
                  propertyId: id,
                  propertyName: row?.name ?? null,
                  property: row ? eventProperty(row) : null,
                });
                setSearchText('');
              }}
            />
          </Form.Item>
          <Form.Item label={t('type')} htmlFor="event-type" {...fieldHelp(problems, 'type')}>
            <Select
              id="event-type"
              size="large"
              placeholder={t('selectType')}
              loading={types.isPending}
              options={(types.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={info.typeId ?? undefined}
              onChange={(id: string) => {
                const chosen = types.data?.find((candidate) => candidate.id === id);
                wizard.setInfo({ typeId: id, categoryId: null, categoryCount: chosen?.categories.length ?? 0 });
              }}
            />
          </Form.Item>
          {categoryRequired(info) && (
            <Form.Item label={t('category')} htmlFor="event-category" {...fieldHelp(problems, 'category')}>
              <Select
                id="event-category"
                size="large"
                placeholder={type ? t('selectCategory') : t('selectTypeFirst')}
                disabled={!type}
                options={(type?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
                value={info.categoryId ?? undefined}
                onChange={(id: string) => wizard.setInfo({ categoryId: id })}
              />
            </Form.Item>
          )}
          <Form.Item label={t('location')} htmlFor="event-location">
            <Input
              id="event-location"
              size="large"
              maxLength={EVENT_LIMITS.locationLength}
              placeholder={t('locationPlaceholder')}
              value={info.location}
              onChange={(change) => wizard.setInfo({ location: change.target.value })}
            />
          </Form.Item>
          {types.isError && !types.data && (
            <Alert type="warning" showIcon message={t('typesFailed')} style={{ marginBottom: 16 }} />
          )}
        </Form>
      )}
      <WizardNav onNext={() => void wizard.next()} busy={wizard.busy} />
    </section>
  );
}
