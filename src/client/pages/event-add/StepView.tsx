import { Card, Typography } from 'antd';
import { EVENT_LIMITS } from '../../../../schemas/event.ts';
import { STEP_TYPE_LABELS, STEP_TYPES } from '../../../domain/procedure-model.ts';
import { StepAnswerInput } from '../procedures/StepAnswerInput.tsx';
import type { StepAnswer } from '../procedures/step-answer.ts';
import type { EventStep } from './event-steps.ts';
import { MediaPanel } from './MediaPanel.tsx';

interface StepViewProps {
  eventId: string;
  step: EventStep;
  /** The step's place in the procedure (1-based). */
  number: number;
  answer: StepAnswer;
  onAnswer: (patch: StepAnswer) => void;
  problem: string | null;
  busy: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * One step of the event's procedure as the reporter answers it: its text and the answer its type
 * asks for — the same input as the editor's preview — with an Image Upload step's uploader
 * sending to the step (uploadQuestionMedia).
 */
export function StepView({ eventId, step, number, answer, onAnswer, problem, busy, onUploadingChange }: StepViewProps) {
  const imageUpload =
    step.typeId === STEP_TYPES.imageUpload ? (
      <MediaPanel
        key={step.id}
        target={{ eventId, questionId: step.id }}
        label="Images and videos of this step"
        onUploadingChange={onUploadingChange}
      />
    ) : undefined;
  return (
    <Card
      size="small"
      title={`Step ${number}`}
      extra={<Typography.Text type="secondary">{STEP_TYPE_LABELS[step.typeId]}</Typography.Text>}
      className="step-view"
    >
      <Typography.Title level={4} style={{ marginTop: 0, whiteSpace: 'pre-wrap' }} aria-live="polite">
        {step.text}
      </Typography.Title>
      <StepAnswerInput
        step={step}
        answer={answer}
        onAnswer={onAnswer}
        imageUpload={imageUpload}
        disabled={busy}
        maxTextLength={EVENT_LIMITS.textAnswerLength}
      />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </Card>
  );
}
