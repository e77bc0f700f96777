import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { PROCEDURE_LIMITS } from '../../../../schemas/procedure/entity.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { StepCard } from './StepCard.tsx';
import type { ProcedureEditorState } from './use-procedure-editor.ts';

interface StepListProps {
  editor: ProcedureEditorState;
  /** Numbers (1-based) of the steps no answer reaches. */
  unreachable: readonly number[];
}

/**
 * The steps in order. A step is added at a chosen position: before any step (the button on its
 * card) or after the last one; the server hands out the new step (spec 001 §4).
 */
export function StepList({ editor, unreachable }: StepListProps) {
  const t = useText(proceduresText);
  const { draft, addingAt } = editor;
  if (!draft) return null;
  const steps = draft.questions;
  const full = steps.length >= PROCEDURE_LIMITS.steps;
  const adding = addingAt !== null;

  return (
    <section aria-label={t('steps')}>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t('steps')}
      </Typography.Title>
      <Flex vertical gap="middle">
        {steps.map((step, index) => (
          <StepCard
            key={step.id}
            editor={editor}
            steps={steps}
            index={index}
            unreachable={unreachable.includes(index + 1)}
            canInsert={!full && !adding}
            inserting={addingAt === index}
          />
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          block
          aria-label={t('addStep')}
          disabled={full || adding}
          loading={addingAt === steps.length}
          onClick={() => void editor.addStep(steps.length)}
        >
          {t('addStep')}
        </Button>
      </Flex>
    </section>
  );
}
