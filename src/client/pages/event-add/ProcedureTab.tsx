import { Result } from 'antd';
import { useMemo } from 'react';
import { EVENT_LIMITS, type EventProgress } from '../../../../schemas/event/entity.ts';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { currentStepId, stepNumber } from '../../../domain/procedures/procedure-navigation.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { StepView } from '../step-wizard/StepView.tsx';
import { useAutoAdvance } from '../step-wizard/use-auto-advance.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { stepsOf } from './event-steps.ts';
import { MediaPanel } from './MediaPanel.tsx';
import type { EventWizard } from './use-event-wizard.ts';
import { useMediaStep } from './use-media-step.ts';
import { eventMediaSource } from './wizard-api.ts';
import { canFinishMedia } from './wizard-media.ts';

/**
 * Procedure (spec 001 §4, §5): the event's own steps one at a time, walked by the shared
 * navigation rule and numbered in the order walked (`stepNumber`, the event page's numbers:
 * after a branch the second step shown is 'Step 2', whatever its place in the procedure).
 * Yes/No and Acknowledge move on by themselves 200 ms after the answer; every
 * move is saved (the step's answer and the trail), so a reload loses at most what is being typed.
 * An Image Upload step's uploader sends to the step (uploadQuestionMedia); leaving the step
 * uploads what was chosen and not yet sent (use-media-step.ts).
 */
export function ProcedureTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const steps = stepsOf(event);
  const stepId = currentStepId(steps, wizard.trail);
  const step = steps.find((candidate) => candidate.id === stepId) ?? null;
  const imageStepId = step?.typeId === STEP_TYPES.imageUpload ? step.id : null;
  const source = useMemo(
    () => (imageStepId ? eventMediaSource({ eventId: event.id, questionId: imageStepId }, event.property.name) : null),
    [event.id, event.property.name, imageStepId],
  );
  const media = useMediaStep(source);
  const t = useText(eventAddText);
  const advanceLater = useAutoAdvance((from) => void wizard.nextOnStep(from));

  const answer = (patch: StepAnswer) => {
    if (!step) return;
    wizard.setAnswer(step.id, patch);
    advanceLater(step, patch.value);
  };

  return (
    <section aria-label={t('tab.procedure')}>
      {step ? (
        <StepView
          step={step}
          number={stepNumber(steps, wizard.trail, step.id)}
          answer={wizard.answers[step.id] ?? {}}
          onAnswer={answer}
          problem={wizard.stepProblem}
          busy={wizard.busy}
          maxTextLength={EVENT_LIMITS.textAnswerLength}
          imageUpload={source ? <MediaPanel media={media} label={t('stepMedia')} /> : undefined}
        />
      ) : (
        <Result status="info" title={t('noSteps')} />
      )}
      <WizardNav
        onPrevious={() => void media.leave(wizard.previous)}
        onNext={() => void media.leave(wizard.next)}
        busy={wizard.busy || media.uploading}
        nextDisabled={!canFinishMedia(media)}
      />
    </section>
  );
}
