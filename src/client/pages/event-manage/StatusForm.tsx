import { Button, Card, Form, Input, Select } from 'antd';
import { EVENT_LIMITS } from '../../../../schemas/event/entity.ts';
import { EVENT_DETAILS_LIMITS, statusChoices } from '../../../domain/events/event-details.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { eventStatusName } from '../events/value-names.ts';
import type { EventForDisplay } from './event-manage-api.ts';
import type { DetailsForm } from './use-details-form.ts';
import { useMayCompleteEvents } from './use-event-rights.ts';

interface StatusFormProps {
  event: EventForDisplay;
  form: DetailsForm;
}

/**
 * Status, location and the management report (spec 001 §2, §4): any status in any order,
 * Complete only with completeEvents; the status is locked while a claim of the event is open;
 * Save is enabled only when something (here or in the privacy card) differs from what was loaded.
 */
export function StatusForm({ event, form }: StatusFormProps) {
  const t = useText(eventManageText);
  const canComplete = useMayCompleteEvents();
  const locked = event.isEventStatusLockedByClaimStatus;
  return (
    <Card title={t('status')} size="small">
      <Form layout="vertical" component="div">
        <Form.Item label={t('status')} htmlFor="event-status" extra={locked ? t('statusLocked') : undefined}>
          <Select
            id="event-status"
            value={form.values.status}
            disabled={locked}
            listHeight={320}
            virtual={false}
            options={statusChoices(event.status, { canComplete, locked }).map((choice) => ({
              ...choice,
              label: eventStatusName(choice.value, choice.label),
            }))}
            onChange={(status: number) => form.change({ status })}
          />
        </Form.Item>
        <Form.Item label={t('location')} htmlFor="event-location">
          <Input
            id="event-location"
            value={form.values.location ?? ''}
            maxLength={EVENT_LIMITS.locationLength}
            onChange={(change) => form.change({ location: change.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('managementReport')} htmlFor="event-summary">
          <Input.TextArea
            id="event-summary"
            rows={EVENT_DETAILS_LIMITS.summaryRows}
            value={form.values.summary ?? ''}
            maxLength={EVENT_DETAILS_LIMITS.summaryLength}
            onChange={(change) => form.change({ summary: change.target.value })}
          />
        </Form.Item>
        <Button type="primary" disabled={!form.canSave} loading={form.saving} onClick={form.submit}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
