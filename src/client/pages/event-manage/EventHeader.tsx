import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { calendarDateText } from '../../../domain/common/calendar-date.ts';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { FiledReportFolder } from '../resources/open-folder-context.ts';
import { ROUTINE_TASK_PATHS } from '../routine-tasks/routine-task-paths.ts';
import { DeleteEventModal } from './DeleteEventModal.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { EVENTS_LIST_PATH } from './event-manage-tabs.ts';
import { IncidentReportButton } from './incident-report/IncidentReportButton.tsx';
import { useMayDeleteEvents } from './use-event-rights.ts';

/** Beyond the spec: the inspection whose failed step raised the event, linked to its Task Details. */
function RaisedBy({ event }: { event: EventForDisplay }) {
  const t = useText(eventManageText);
  const raised = event.raisedByRoutineTask;
  if (!raised) return null;
  return (
    <div>
      <Typography.Text type="secondary">
        {t('raisedBy', {
          task: raised.taskName,
          location: raised.locationName,
          due: calendarDateText(raised.dueDateLocal),
        })}{' '}
        · <Link to={ROUTINE_TASK_PATHS.details(raised.instanceId, event.propertyId, null)}>{t('viewTaskDetails')}</Link>
      </Typography.Text>
    </div>
  );
}

/**
 * The header (spec 001 §2): property name, the time it occurred (property time, zone named) and the number
 * (and the inspection that raised it, if one did); Incident Report (its modal; `onReportFiled`
 * once a report is filed), Delete (deleteEvents only) and Close (back to the list).
 */
export function EventHeader({
  event,
  onReportFiled,
}: {
  event: EventForDisplay;
  onReportFiled: (folder: FiledReportFolder) => void;
}) {
  const t = useText(eventManageText);
  const navigate = useNavigate();
  const mayDelete = useMayDeleteEvents();
  const [deleting, setDeleting] = useState(false);
  return (
    <Flex justify="space-between" align="flex-start" gap="middle" wrap style={{ marginBottom: 8 }}>
      <div style={{ minWidth: 0 }}>
        <PageTitle style={{ margin: 0 }}>{event.property.name}</PageTitle>
        <Typography.Text type="secondary">
          {dateTimeText(event.dateOccurredUtc, event.property.timeZone)} ·{' '}
          <span className="event-number">{event.number}</span>
        </Typography.Text>
        <RaisedBy event={event} />
      </div>
      <Flex gap="small" wrap>
        <IncidentReportButton eventId={event.id} onFiled={onReportFiled} />
        {mayDelete && (
          <Button danger onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
        )}
        <Button onClick={() => navigate(EVENTS_LIST_PATH)}>{t('close')}</Button>
      </Flex>
      {deleting && <DeleteEventModal event={event} onClose={() => setDeleting(false)} />}
    </Flex>
  );
}
