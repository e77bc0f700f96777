import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';
import { StepAnswerInput } from '../procedures/StepAnswerInput.tsx';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { answerProblemText } from './answer-problem.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';

interface StepViewProps {
  step: Pick<ProcedureStep, 'typeId' | 'text' | 'checklistItems'>;
  /**
   * The number in the title, 'Step N' (1-based): the step's place in the walk
   * (`procedure-navigation.ts` `stepNumber`), the number the event page gives the same step.
   */
  number: number;
  answer: StepAnswer;
  onAnswer: (patch: StepAnswer) => void;
  problem: string | null;
  busy: boolean;
  /** What an Image Upload step shows (the Add Event wizard's uploader). */
  imageUpload?: ReactNode;
  /** Text Input: the longest answer the API takes. */
  maxTextLength?: number;
}

/**
 * One step of a procedure as the one on the job answers it (the Add Event wizard and the
 * Perform Task wizard): its text and the answer its type asks for — the same input as the
 * editor's preview — with the refused Next's message under it.
 */
export function StepView({ step, number, answer, onAnswer, problem, busy, imageUpload, maxTextLength }: StepViewProps) {
  // Each step is numbered by its place in the walk: a new number is a new question to focus.
  const question = useFocusOnChange<HTMLHeadingElement>(number);
  const t = useText(stepsText);
  return (
    <Card
      size="small"
      title={t('step', { number })}
      extra={<Typography.Text type="secondary">{t(`type.${step.typeId}`)}</Typography.Text>}
      className="step-view"
    >
      <Typography.Title
        ref={question}
        tabIndex={-1}
        level={4}
        style={{ marginTop: 0, whiteSpace: 'pre-wrap' }}
        aria-live="polite"
      >
        {step.text}
      </Typography.Title>
      <StepAnswerInput
        step={step}
        answer={answer}
        onAnswer={onAnswer}
        imageUpload={imageUpload}
        disabled={busy}
        maxTextLength={maxTextLength}
      />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 12 }}>
          {answerProblemText(problem)}
        </Typography.Text>
      )}
    </Card>
  );
}
