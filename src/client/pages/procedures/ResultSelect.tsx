import { Form, Select } from 'antd';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { problemWords } from './problem-text.ts';
import { choiceOfResult, type ResultKey, resultOfChoice, resultOptions } from './procedure-draft.ts';
import type { ProcedureEditorState } from './use-procedure-editor.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

interface ResultSelectProps {
  editor: ProcedureEditorState;
  steps: readonly ProcedureStep[];
  index: number;
  resultKey: ResultKey;
  /** 'If Yes', 'If No' or 'After this step'. */
  label: string;
}

/** One result of a step: 'End of procedure', or 'Go to step N: …' of the other steps (spec 001 §5). */
export function ResultSelect({ editor, steps, index, resultKey, label }: ResultSelectProps) {
  const t = useText(proceduresText);
  const step = steps[index];
  const id = `step-${step.id}-${resultKey}`;
  const problem = editor.problemOf(`questions.${index}.${resultKey}`);
  return (
    <Form.Item
      label={
        <>
          <VisuallyHidden>{t('hiddenStep', { number: index + 1 })}</VisuallyHidden>
          {label}
        </>
      }
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? problemWords(problem) : undefined}
      style={{ flex: '2 1 220px', minWidth: 0, marginBottom: 12 }}
    >
      <Select
        id={id}
        showSearch
        optionFilterProp="label"
        value={choiceOfResult(step[resultKey])}
        options={resultOptions(steps, index)}
        popupMatchSelectWidth={false}
        onChange={(value: string) =>
          editor.dispatch({ kind: 'stepResult', index, key: resultKey, result: resultOfChoice(value) })
        }
      />
    </Form.Item>
  );
}
