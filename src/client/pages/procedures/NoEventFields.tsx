import { Flex, Form, Select, Switch, Typography } from 'antd';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { fieldProblemText } from './problem-text.ts';
import { useEventTypeChoices } from './procedure-api.ts';
import type { ProcedureEditorState } from './use-procedure-editor.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

interface NoEventFieldsProps {
  editor: ProcedureEditorState;
  step: ProcedureStep;
  index: number;
}

/**
 * A task's Yes/No step (beyond the spec): 'On No, report an event' — when the inspection is
 * completed with No here, an event of this type and category is reported at the property. The
 * category waits for a type, and a new type clears it (as the incident procedure's fields do).
 */
export function NoEventFields({ editor, step, index }: NoEventFieldsProps) {
  const t = useText(proceduresText);
  const { dispatch, problemOf } = editor;
  const noEvent = step.noEvent ?? null;
  const on = noEvent !== null;
  const types = useEventTypeChoices(on);
  const number = index + 1;
  const typeProblem = problemOf(`questions.${index}.noEvent.eventTypeId`);
  const categoryProblem = problemOf(`questions.${index}.noEvent.eventCategoryId`);
  const chosenType = types.data?.find((type) => type.id === noEvent?.eventTypeId);
  const set = (next: typeof noEvent) => dispatch({ kind: 'stepNoEvent', index, noEvent: next });

  return (
    <Flex vertical gap={8} className="step-no-event">
      <Flex align="center" gap="small">
        <Switch
          id={`step-${step.id}-no-event`}
          checked={on}
          onChange={(checked) => set(checked ? { eventTypeId: '', eventCategoryId: null } : null)}
        />
        <label htmlFor={`step-${step.id}-no-event`}>
          <VisuallyHidden>{t('hiddenStepColon', { number })}</VisuallyHidden>
          {t('onNoReport')}
        </label>
      </Flex>
      {on && (
        <Flex gap="middle" wrap>
          <Form.Item
            label={
              <>
                <VisuallyHidden>{t('hiddenStep', { number })}</VisuallyHidden>
                {t('eventType')}
              </>
            }
            htmlFor={`step-${step.id}-no-event-type`}
            required
            validateStatus={typeProblem ? 'error' : undefined}
            help={typeProblem ? fieldProblemText(t('eventType'), typeProblem) : undefined}
            style={{ flex: '1 1 160px', marginBottom: 0 }}
          >
            <Select
              id={`step-${step.id}-no-event-type`}
              showSearch
              optionFilterProp="label"
              placeholder={t('chooseType')}
              loading={types.isFetching}
              value={noEvent.eventTypeId || undefined}
              options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              onChange={(eventTypeId: string) => set({ eventTypeId, eventCategoryId: null })}
              onBlur={() => editor.touch(`questions.${index}.noEvent.eventTypeId`)}
            />
          </Form.Item>
          <Form.Item
            label={
              <>
                <VisuallyHidden>{t('hiddenStep', { number })}</VisuallyHidden>
                {t('category')}
              </>
            }
            htmlFor={`step-${step.id}-no-event-category`}
            validateStatus={categoryProblem ? 'error' : undefined}
            help={categoryProblem ? fieldProblemText(t('category'), categoryProblem) : undefined}
            style={{ flex: '1 1 160px', marginBottom: 0 }}
          >
            <Select
              id={`step-${step.id}-no-event-category`}
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder={t('anyCategory')}
              disabled={!noEvent.eventTypeId}
              value={noEvent.eventCategoryId ?? undefined}
              options={(chosenType?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
              onChange={(eventCategoryId?: string) => set({ ...noEvent, eventCategoryId: eventCategoryId ?? null })}
            />
          </Form.Item>
        </Flex>
      )}
      {types.isError && (
        <Typography.Text type="danger" role="alert">
          {t('typesReadFailed')}
        </Typography.Text>
      )}
    </Flex>
  );
}
