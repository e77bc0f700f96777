import { Alert, Form } from 'antd';
import { endlessSteps, unreachableSteps } from '../../../domain/procedures/procedure-navigation.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { ProcedureFields } from './ProcedureFields.tsx';
import { numberList } from './procedure-draft.ts';
import type { ProcedureView } from './procedure-views.ts';
import { StepList } from './StepList.tsx';
import type { ProcedureEditorState } from './use-procedure-editor.ts';

/**
 * Details mode of the editor: the procedure's fields, warnings about steps no answer reaches or
 * that can never finish (helpful, never blocking), and the steps.
 */
export function ProcedureDetails({ view, editor }: { view: ProcedureView; editor: ProcedureEditorState }) {
  const t = useText(proceduresText);
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
          message={
            unreachable.length === 1
              ? t('unreachableOne', { number: unreachable[0] })
              : t('unreachableMany', numberList(unreachable))
          }
          description={t('unreachableHelp')}
        />
      )}
      {endless.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          message={
            endless.length === 1 ? t('endlessOne', { number: endless[0] }) : t('endlessMany', numberList(endless))
          }
          description={t('endlessHelp')}
        />
      )}
      <StepList editor={editor} unreachable={unreachable} />
    </Form>
  );
}
