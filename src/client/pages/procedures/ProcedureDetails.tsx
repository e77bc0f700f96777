import { Alert, Form } from 'antd';
import { endlessSteps, unreachableSteps } from '../../../domain/procedures/procedure-navigation.ts';
import { ProcedureFields } from './ProcedureFields.tsx';
import { stepNumbersText } from './procedure-draft.ts';
import type { ProcedureView } from './procedure-views.ts';
import { StepList } from './StepList.tsx';
import type { ProcedureEditorState } from './use-procedure-editor.ts';

/**
 * Details mode of the editor: the procedure's fields, warnings about steps no answer reaches or
 * that can never finish (helpful, never blocking), and the steps.
 */
export function ProcedureDetails({ view, editor }: { view: ProcedureView; editor: ProcedureEditorState }) {
  const { draft } = editor;
  if (!draft) return null;
  const steps = draft.questions;
  const numberOf = (id: string) => steps.findIndex((step) => step.id === id) + 1;
  const unreachable = unreachableSteps(steps).map((step) => numberOf(step.id));
  // Steps that loop for ever but are unreachable anyway are already warned about.
  const endless = endlessSteps(steps)
    .map((step) => numberOf(step.id))
    .filter((number) => !unreachable.includes(number));

  return (
    <Form layout="vertical" requiredMark component="div">
      <ProcedureFields view={view} editor={editor} />
      {unreachable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          message={`${stepNumbersText(unreachable)} cannot be reached: no answer from step 1 leads ${
            unreachable.length === 1 ? 'to it' : 'to them'
          }.`}
          description="Choose 'Go to step …' as the result of an earlier step, or delete the step. You can still save."
        />
      )}
      {endless.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          message={`From ${stepNumbersText(endless).toLowerCase()}, every answer loops back: the procedure never ends there.`}
          description="Set one result of the loop to 'End of procedure'. You can still save."
        />
      )}
      <StepList editor={editor} unreachable={unreachable} />
    </Form>
  );
}
