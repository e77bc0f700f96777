import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTINE_TASK_LIMITS } from '../../../../schemas/routine-task/entity.ts';
import { localDateIn } from '../../../domain/common/calendar-date.ts';
import { sundayWeekStart } from '../../../domain/tasks/routine-task-status.ts';
import { lastViewableWeekStart, requestedWeekStart } from '../../../domain/tasks/routine-task-week.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { draftOfTask, newTaskDraft, type RoutineTaskDraft, type StoredTask } from './routine-task-form.ts';
import { ROUTINE_TASK_PATHS, TASK_PARAMS } from './routine-task-paths.ts';
import { type StoredRoutineTask, type TaskInstance, usePropertyTasks } from './routine-tasks-api.ts';
import { TaskInstancesModal } from './TaskInstancesModal.tsx';
import { TaskListView } from './TaskListView.tsx';
import { TaskModal } from './TaskModal.tsx';
import { TaskPropertySelect, useTaskProperty } from './TaskPropertySelect.tsx';
import { WeekView } from './WeekView.tsx';

/** The views by their spec names (also their catalogue keys, 'view.List View'). */
type View = 'List View' | 'Current Tasks';
const VIEWS: View[] = ['List View', 'Current Tasks'];

function Message({ text }: { text: string }) {
  return (
    <Card>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
    </Card>
  );
}

/**
 * Tasks (RoutineTasks, spec 002 §2.1): the property selector, List View or Current Tasks (the
 * week view), Add Task, and the Task / Inspection and Routine Task Instances modals. The property
 * and, for Current Tasks, the week live in the address (requestedPropertyId, requestedWeekOf), so
 * Task Details' Close and the browser's Back return to the same place.
 */
export function RoutineTasksPage({ title }: PageProps) {
  usePageTitle(title);
  const t = useText(routineTasksText);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const propertyId = params.get(TASK_PARAMS.propertyId);
  const requestedWeek = params.get(TASK_PARAMS.weekOf);
  const property = useTaskProperty(propertyId);
  const today = localDateIn(new Date(), property.chosen?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const view: View = requestedWeek ? 'Current Tasks' : 'List View';
  // A week past what one read reaches shows the last one that fits (the picker stops there too).
  const lastWeekStart = lastViewableWeekStart(today, ROUTINE_TASK_LIMITS.windowDays);
  const asked = requestedWeekStart(requestedWeek, today);
  const weekStart = asked > lastWeekStart ? lastWeekStart : asked;
  const tasks = usePropertyTasks(propertyId);
  const [editing, setEditing] = useState<RoutineTaskDraft | null>(null);
  const [instancesOf, setInstancesOf] = useState<StoredRoutineTask | null>(null);

  const go = (nextProperty: string | null, nextWeek: string | null) =>
    navigate(ROUTINE_TASK_PATHS.tasks(nextProperty, nextWeek), { replace: true });
  const editTask = (task: StoredRoutineTask) => setEditing(draftOfTask(task as StoredTask));
  const editInstanceTask = (instance: TaskInstance) => {
    const task = tasks.data?.find((row) => row.id === instance.routineTask.id);
    if (task) editTask(task);
  };
  const viewDetails = (instance: TaskInstance, fromWeek: string | null) =>
    navigate(ROUTINE_TASK_PATHS.details(instance.id, instance.propertyId, fromWeek));

  const body = () => {
    if (!propertyId || property.chosenMissing) return <Message text={t('chooseProperty')} />;
    if (tasks.isSuccess && tasks.data.length === 0) return <Message text={t('noTasksFound')} />;
    if (view === 'List View')
      return (
        <TaskListView
          tasks={tasks.data ?? []}
          loading={tasks.isPending}
          onEdit={editTask}
          onInstances={setInstancesOf}
        />
      );
    return (
      <WeekView
        propertyId={propertyId}
        weekStart={weekStart}
        lastWeekStart={lastWeekStart}
        today={today}
        onWeekChange={(next) => go(propertyId, next)}
        onEditTask={editInstanceTask}
        onViewDetails={(instance) => viewDetails(instance, weekStart)}
      />
    );
  };

  return (
    <Flex vertical gap="middle" style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!propertyId || !property.chosen}
          onClick={() => propertyId && setEditing(newTaskDraft(propertyId, today))}
        >
          {t('addTask')}
        </Button>
      </Flex>
      <Flex gap="middle" align="center" wrap>
        <TaskPropertySelect
          property={property}
          propertyId={propertyId}
          onChange={(id) => go(id, view === 'Current Tasks' ? weekStart : null)}
        />
        <Segmented<View>
          aria-label={t('view')}
          options={VIEWS.map((choice) => ({ value: choice, label: t(`view.${choice}`) }))}
          value={view}
          onChange={(next) => go(propertyId, next === 'Current Tasks' ? sundayWeekStart(today) : null)}
        />
      </Flex>
      {body()}
      {editing && <TaskModal key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />}
      {instancesOf && (
        <TaskInstancesModal
          task={instancesOf}
          today={today}
          onClose={() => setInstancesOf(null)}
          onViewDetails={(instance) => viewDetails(instance, sundayWeekStart(instance.dueDateLocal))}
        />
      )}
    </Flex>
  );
}
