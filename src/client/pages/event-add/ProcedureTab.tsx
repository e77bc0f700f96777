import { Result } from 'antd';
import { useState } from 'react';
import { EVENT_LIMITS, type EventProgress } from '../../../../schemas/event.ts';
import { canFinishMedia } from '../../../domain/event-wizard-media.ts';
import { STEP_TYPES } from '../../../domain/procedure-model.ts';
import { currentStepId } from '../../../domain/procedure-navigation.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { StepView } from '../step-wizard/StepView.tsx';
import { useAutoAdvance } from '../step-wizard/use-auto-advance.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { stepsOf } from './event-steps.ts';
import { MediaPanel } from './MediaPanel.tsx';
import type { EventWizard } from './use-event-wizard.ts';

/**
 * Procedure (spec 001 §4, §5): the event's own steps one at a time, walked by the shared
 * navigation rule. Yes/No and Acknowledge move on by themselves 200 ms after the answer; every
 * move is saved (the step's answer and the trail), so a reload loses at most what is being typed.
 * An Image Upload step's uploader sends to the step (uploadQuestionMedia).
 */
export function ProcedureTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const steps = stepsOf(event);
  const stepId = currentStepId(steps, wizard.trail);
  const index = steps.findIndex((step) => step.id === stepId);
  const step = index >= 0 ? steps[index] : null;
  const [uploading, setUploading] = useState(false);
  const advanceLater = useAutoAdvance((from) => void wizard.nextOnStep(from));

  const answer = (patch: StepAnswer) => {
    if (!step) return;
    wizard.setAnswer(step.id, patch);
    advanceLater(step, patch.value);
  };

  return (
    <section aria-label="Procedure">
      {step ? (
        <StepView
          step={step}
          number={index + 1}
          answer={wizard.answers[step.id] ?? {}}
          onAnswer={answer}
          problem={wizard.stepProblem}
          busy={wizard.busy}
          maxTextLength={EVENT_LIMITS.textAnswerLength}
          imageUpload={
            step.typeId === STEP_TYPES.imageUpload ? (
              <MediaPanel
                key={step.id}
                target={{ eventId: event.id, questionId: step.id }}
                label="Images and videos of this step"
                onUploadingChange={setUploading}
              />
            ) : undefined
          }
        />
      ) : (
        <Result status="info" title="This procedure has no steps." />
      )}
      <WizardNav
        onPrevious={() => void wizard.previous()}
        onNext={() => void wizard.next()}
        busy={wizard.busy}
        nextDisabled={!canFinishMedia({ uploading })}
      />
    </section>
  );
}
