import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, Tag, Tooltip } from 'antd';
import { PROCEDURE_LIMITS } from '../../../../schemas/procedure/entity.ts';
import {
  PROCEDURE_FLAVORS,
  type ProcedureStep,
  STEP_TYPE_IDS,
  STEP_TYPES,
} from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';
import { ChecklistEditor } from './ChecklistEditor.tsx';
import { NoEventFields } from './NoEventFields.tsx';
import { fieldProblemText } from './problem-text.ts';
import { ResultSelect } from './ResultSelect.tsx';
import type { ProcedureEditorState } from './use-procedure-editor.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

interface StepCardProps {
  editor: ProcedureEditorState;
  steps: readonly ProcedureStep[];
  index: number;
  unreachable: boolean;
  /** Adding a step is possible now (not full, no other add running). */
  canInsert: boolean;
  /** A step is being added before this one. */
  inserting: boolean;
}

/**
 * One step: its text (required, placeholder 'New Step'), its type, its results — Yes/No has a
 * yes and a no result, every other type one 'after this step' result stored as the yes result —
 * and, for a Checklist, its items; a task's Yes/No step may report an event on No. Any step but
 * the last remaining one can be deleted.
 */
export function StepCard({ editor, steps, index, unreachable, canInsert, inserting }: StepCardProps) {
  const t = useText(proceduresText);
  const stepWords = useText(stepsText);
  const typeOptions = STEP_TYPE_IDS.map((id) => ({ value: id, label: stepWords(`type.${id}`) }));
  const { dispatch, problemOf } = editor;
  const step = steps[index];
  const number = index + 1;
  const at = `questions.${index}`;
  const textProblem = problemOf(`${at}.text`);
  const isYesNo = step.typeId === STEP_TYPES.yesNo;

  return (
    <Card
      size="small"
      role="group"
      aria-label={stepWords('step', { number })}
      title={
        <Flex align="center" gap="small" wrap>
          <span>{stepWords('step', { number })}</span>
          {unreachable && <Tag color="warning">{t('notReachable')}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Tooltip title={t('insertStepHint')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('insertStepBefore', { number })}
              disabled={!canInsert}
              loading={inserting}
              onClick={() => void editor.addStep(index)}
            >
              {t('insertStep')}
            </Button>
          </Tooltip>
          {steps.length > 1 && (
            <Tooltip title={t('deleteStepHint')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('deleteStep', { number })}
                onClick={() => dispatch({ kind: 'removeStep', index })}
              />
            </Tooltip>
          )}
        </Flex>
      }
    >
      <Form.Item
        label={t('stepField')}
        htmlFor={`step-${step.id}-text`}
        required
        validateStatus={textProblem ? 'error' : undefined}
        help={textProblem ? fieldProblemText(t('stepText'), textProblem) : undefined}
        style={{ marginBottom: 12 }}
      >
        <Input.TextArea
          id={`step-${step.id}-text`}
          aria-label={t('stepPart.text', { number })}
          placeholder={t('newStep')}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={PROCEDURE_LIMITS.stepTextLength}
          value={step.text}
          onChange={(event) => dispatch({ kind: 'stepText', index, text: event.target.value })}
          onBlur={() => editor.touch(`${at}.text`)}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          label={
            <>
              <VisuallyHidden>{t('hiddenStep', { number })}</VisuallyHidden>
              {t('stepType')}
            </>
          }
          htmlFor={`step-${step.id}-type`}
          style={{ flex: '1 1 160px', marginBottom: 12 }}
        >
          <Select
            id={`step-${step.id}-type`}
            showSearch
            optionFilterProp="label"
            value={step.typeId}
            options={typeOptions}
            onChange={(typeId) => dispatch({ kind: 'stepType', index, typeId })}
          />
        </Form.Item>
        <ResultSelect
          editor={editor}
          steps={steps}
          index={index}
          resultKey="yesResult"
          label={t(isYesNo ? 'ifYes' : 'afterThisStep')}
        />
        {isYesNo && <ResultSelect editor={editor} steps={steps} index={index} resultKey="noResult" label={t('ifNo')} />}
      </Flex>
      {step.typeId === STEP_TYPES.checklist && <ChecklistEditor editor={editor} step={step} index={index} />}
      {isYesNo && editor.draft?.flavor === PROCEDURE_FLAVORS.routineTask && (
        <NoEventFields editor={editor} step={step} index={index} />
      )}
    </Card>
  );
}
