import { Button, Col, DatePicker, Flex, Form, Input, Modal, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ROUTINE_TASK_LIMITS } from '../../../../schemas/routine-task/entity.ts';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { OFFERED_SCHEDULE_TYPES, type ScheduleType } from '../../../domain/tasks/routine-task-schedule.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { fieldFeedback, stillNeeded } from './field-feedback.ts';
import { LocationsEditor } from './LocationsEditor.tsx';
import { PeopleEditor } from './PeopleEditor.tsx';
import { canSaveTask, type RoutineTaskDraft, taskDraftProblems, withScheduleType } from './routine-task-form.ts';
import { scheduleTypeName } from './routine-task-words.ts';
import { useTaskProcedures } from './routine-tasks-api.ts';
import { ScheduleFields } from './ScheduleFields.tsx';
import { useTaskSave } from './use-task-save.ts';

/** The schedule types offered, and Daily only when a stored task already has it (spec 002 §9). */
function scheduleTypeOptions(current: ScheduleType | null) {
  const types =
    current && !OFFERED_SCHEDULE_TYPES.includes(current)
      ? [...OFFERED_SCHEDULE_TYPES, current]
      : OFFERED_SCHEDULE_TYPES;
  return types.map((type) => ({ value: type, label: scheduleTypeName(type) }));
}

/**
 * The 'Task / Inspection' modal, add and edit (spec 002 §2.2, §5): Procedure, Name, Schedule
 * type, Start date and the schedule's fields, locations and assigned people. Save stays disabled
 * while the form is invalid or has no location or no person; a field's problem shows once it
 * was touched, and the footer says what Save still waits for.
 */
export function TaskModal({ initial, onClose }: { initial: RoutineTaskDraft; onClose: () => void }) {
  const t = useText(routineTasksText);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const procedures = useTaskProcedures(true);
  const { saving, save } = useTaskSave(onClose);
  const problems = taskDraftProblems(draft);
  const feedback = fieldFeedback(problems, (field) => touched.has(field));
  const touch = (...fields: string[]) => setTouched((before) => new Set([...before, ...fields]));
  const update = (patch: Partial<RoutineTaskDraft>, ...fields: string[]) => {
    setDraft((before) => ({ ...before, ...patch }));
    touch(...fields);
  };
  const canSave = canSaveTask(draft) && !saving;
  const needs = canSave ? [] : stillNeeded(draft, problems);
  const type = draft.schedule.routineTaskScheduleType;

  return (
    <Modal
      open
      title={t('modalTitle')}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <Typography.Text type="secondary" style={{ textAlign: 'left', flex: '1 1 200px' }} aria-live="polite">
            {needs.length > 0 && !saving
              ? needs.length > 1
                ? t('toSaveMore', { need: needs[0], more: needs.length - 1 })
                : t('toSave', { need: needs[0] })
              : ''}
          </Typography.Text>
          <Flex gap="small">
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="primary" disabled={!canSave} loading={saving} onClick={() => void save(draft)}>
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form layout="vertical" requiredMark component="div">
        <Form.Item label={t('procedure')} required {...feedback('procedureId')}>
          <Select<string>
            aria-label={t('procedure')}
            placeholder={t('chooseProcedure')}
            showSearch
            optionFilterProp="label"
            loading={procedures.isPending}
            value={draft.procedureId ?? undefined}
            options={(procedures.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(procedureId) => update({ procedureId }, 'procedureId')}
            onBlur={() => touch('procedureId')}
          />
        </Form.Item>
        <Form.Item label={t('name')} required {...feedback('name')}>
          <Input
            aria-label={t('name')}
            value={draft.name}
            maxLength={ROUTINE_TASK_LIMITS.nameLength}
            onChange={(e) => update({ name: e.target.value })}
            onBlur={() => touch('name')}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('scheduleType')} required {...feedback('schedule.routineTaskScheduleType')}>
              <Select<ScheduleType>
                aria-label={t('scheduleType')}
                placeholder={t('chooseSchedule')}
                value={type ?? undefined}
                options={scheduleTypeOptions(type)}
                onChange={(next) => update({ schedule: withScheduleType(draft.schedule, next) })}
                onBlur={() => touch('schedule.routineTaskScheduleType')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('startDate')} required {...feedback('startDateLocal')}>
              <DatePicker
                aria-label={t('startDate')}
                format={DATE_FORMAT}
                value={draft.startDateLocal ? dayjs(draft.startDateLocal, ISO_DATE_FORMAT) : null}
                onChange={(value) =>
                  update({ startDateLocal: value ? value.format(ISO_DATE_FORMAT) : '' }, 'startDateLocal')
                }
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <ScheduleFields
          schedule={draft.schedule}
          feedback={(field) => feedback(field)}
          onChange={(schedule) => {
            setDraft((before) => ({ ...before, schedule }));
            touch('schedule.timeOfDay', 'schedule.everyXDays', 'schedule.dayOfMonth');
            if (schedule.routineTaskScheduleType === 'Weekly') touch('schedule.weekdays');
            else touch('schedule.months');
          }}
        />
        <LocationsEditor locations={draft.locations} onChange={(locations) => update({ locations })} />
        <PeopleEditor people={draft.assignedPeople} onChange={(assignedPeople) => update({ assignedPeople })} />
      </Form>
    </Modal>
  );
}
