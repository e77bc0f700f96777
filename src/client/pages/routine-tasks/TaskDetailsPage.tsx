import { WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { calendarDateText, isoOfDateText } from '../../../domain/common/calendar-date.ts';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { isTaskComplete, TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { usePageTitle } from '../common/use-page-title.ts';
import { statusText } from '../my-tasks/my-tasks-view.ts';
import type { PageProps } from '../page-props.ts';
import { ROUTINE_TASK_PATHS, TASK_PARAMS } from './routine-task-paths.ts';
import { type TaskDetails, useInstanceLocations, useTaskDetails } from './routine-tasks-api.ts';
import { TaskRequirements } from './TaskRequirements.tsx';

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '--';
/** A time of the task on its property's clock, zone named; '--' before it happened. */
const when = (utc: string | null, details: TaskDetails) => (utc ? dateTimeText(utc, details.property.timeZone) : '--');

function DetailsCard({ details }: { details: TaskDetails }) {
  const t = useText(routineTasksText);
  const started = details.status !== TASK_STATUSES.notStarted;
  const complete = isTaskComplete(details.status);
  return (
    <Card size="small" title={details.taskName}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('status')}>
          <Tag color={complete ? 'green' : started ? 'blue' : undefined}>{statusText(details.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('location')}>
          {t('locationAtProperty', { property: details.property.name, location: details.location })}
        </Descriptions.Item>
        <Descriptions.Item label={t('dueDate')}>{calendarDateText(details.dueDateLocal)}</Descriptions.Item>
        {started && (
          <Descriptions.Item label={t('dateStarted')}>{when(details.dateStartedUtc, details)}</Descriptions.Item>
        )}
        {started && <Descriptions.Item label={t('startedBy')}>{personName(details.startedByPerson)}</Descriptions.Item>}
        {complete && (
          <Descriptions.Item label={t('dateCompleted')}>{when(details.dateCompletedUtc, details)}</Descriptions.Item>
        )}
        {complete && (
          <Descriptions.Item label={t('completedBy')}>{personName(details.completedByPerson)}</Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/**
 * Task Details (RoutineTaskInstanceManage, spec 002 §2.5): a location selector, the location's
 * status, who started and completed it and when, 'Task/Inspection Requirements' with the answers,
 * and the event a failed inspection raised. Content only with manageEvents; Close returns to the
 * Tasks screen's property and week (fromPropertyId, fromWeekOf).
 */
export function TaskDetailsPage({ title }: PageProps) {
  usePageTitle(title);
  const t = useText(routineTasksText);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const instanceId = params.get(TASK_PARAMS.instanceId);
  const fromPropertyId = params.get(TASK_PARAMS.fromPropertyId);
  const fromWeekOf = params.get(TASK_PARAMS.fromWeekOf);
  const mayView = useSession().permissions.includes('manageEvents');
  const locations = useInstanceLocations(mayView ? instanceId : null);
  const [chosenResult, setChosenResult] = useState<string | null>(null);
  const resultId = chosenResult ?? locations.data?.[0]?.resultId ?? null;
  const details = useTaskDetails(instanceId, resultId, mayView);
  const close = () => navigate(ROUTINE_TASK_PATHS.tasks(fromPropertyId, fromWeekOf ? isoOfDateText(fromWeekOf) : null));

  const header = (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
      <Button onClick={close}>{t('close')}</Button>
    </Flex>
  );
  if (!mayView)
    return (
      <Flex vertical gap="middle">
        {header}
        <Result status="403" subTitle={t('noPermission')} />
      </Flex>
    );
  if (!instanceId || locations.isError || details.isError)
    return (
      <Flex vertical gap="middle">
        {header}
        <Result status="warning" subTitle={t('loadFailed')} />
      </Flex>
    );
  if (locations.isSuccess && locations.data.length === 0)
    return (
      <Flex vertical gap="middle">
        {header}
        <Result status="info" subTitle={t('noLocations')} />
      </Flex>
    );
  const raised = details.data?.raisedEvent;
  return (
    <Flex vertical gap="middle" style={{ minWidth: 0 }}>
      {header}
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{t('location')}</Typography.Text>
        <Select<string>
          aria-label={t('location')}
          loading={locations.isPending}
          value={resultId ?? undefined}
          onChange={setChosenResult}
          options={(locations.data ?? []).map((location) => ({
            value: location.resultId,
            label: t('locationWithStatus', { location: location.name, status: statusText(location.status) }),
          }))}
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Flex>
      {raised && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          message={
            <span>
              {t('raisedEvent')}
              <Link to={ROUTINE_TASK_PATHS.event(raised.id)}>{t('eventNumber', { number: raised.number })}</Link>
            </span>
          }
        />
      )}
      {!details.data ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : (
        <>
          <DetailsCard details={details.data} />
          <TaskRequirements
            questions={details.data.sopQuestions}
            started={details.data.status !== TASK_STATUSES.notStarted}
          />
        </>
      )}
    </Flex>
  );
}
