import { Modal, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  INSTANCE_FILTERS,
  type InstanceFilter,
  instancesModalWindow,
  instancesOfFilter,
} from '../../../domain/tasks/routine-task-week.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { InstanceTable } from './InstanceTable.tsx';
import { type StoredRoutineTask, type TaskInstance, usePropertyInstances } from './routine-tasks-api.ts';

/**
 * 'Routine Task Instances' (spec 002 §2.1): one task's instances, chosen by Overdue, Current
 * (due this week), Upcoming or Completed, from 90 days back to 90 days ahead; each row opens its
 * Task Details.
 */
export function TaskInstancesModal({
  task,
  today,
  onClose,
  onViewDetails,
}: {
  task: StoredRoutineTask;
  today: string;
  onClose: () => void;
  onViewDetails: (instance: TaskInstance) => void;
}) {
  const t = useText(routineTasksText);
  const [filter, setFilter] = useState<InstanceFilter>('Current');
  const window = useMemo(() => instancesModalWindow(today), [today]);
  const instances = usePropertyInstances(task.propertyId, window);
  const own = (instances.data?.instances ?? []).filter((instance) => instance.routineTask.id === task.id);
  const shown = instancesOfFilter(own, filter, instances.data?.today ?? today);
  return (
    <Modal open title={t('instancesTitle')} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <Typography.Paragraph strong>{task.name}</Typography.Paragraph>
      <Segmented<InstanceFilter>
        aria-label={t('instances')}
        value={filter}
        onChange={setFilter}
        options={INSTANCE_FILTERS.map((choice) => ({ value: choice.label, label: t(`filter.${choice.label}`) }))}
        style={{ marginBottom: 12 }}
      />
      <InstanceTable
        label={t(`filterTable.${filter}`)}
        instances={shown}
        loading={instances.isPending}
        emptyText={t(`filterEmpty.${filter}`)}
        overdue={filter === 'Overdue'}
        onViewDetails={onViewDetails}
      />
    </Modal>
  );
}
