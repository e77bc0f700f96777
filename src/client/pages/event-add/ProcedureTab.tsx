import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { EventProgress } from '../../../../schemas/event.ts';
import { canFinishMedia } from '../../../domain/event-wizard-media.ts';
import { autoAdvances } from '../../../domain/event-wizard-procedure.ts';
import { AUTO_ADVANCE_MS, currentStepId } from '../../../domain/procedure-navigation.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { stepsOf } from './event-steps.ts';
import { StepView } from './StepView.tsx';
import type { EventWizard } from './use-event-wizard.ts';
import { WizardNav } from './WizardNav.tsx';

/**
 * Procedure (spec 001 §4, §5): the event's own steps one at a time, walked by the shared
 * navigation rule. Yes/No and Acknowledge move on by themselves 200 ms after the answer; every
 * move is saved (the step's answer and the trail), so a reload loses at most what is being typed.
 */
export function ProcedureTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const steps = stepsOf(event);
  const stepId = currentStepId(steps, wizard.trail);
  const index = steps.findIndex((step) => step.id === stepId);
  const step = index >= 0 ? steps[index] : null;
  const [uploading, setUploading] = useState(false);

  // The auto-advance runs the newest Next (with the answer just given), and never after leaving.
  const nextOnStep = useRef(wizard.nextOnStep);
  nextOnStep.current = wizard.nextOnStep;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const answer = (patch: StepAnswer) => {
    if (!step) return;
    wizard.setAnswer(step.id, patch);
    if (timer.current) clearTimeout(timer.current);
    if (patch.value !== undefined && autoAdvances(step, patch.value)) {
      const from = step.id;
      timer.current = setTimeout(() => void nextOnStep.current(from), AUTO_ADVANCE_MS);
    }
  };

  return (
    <section aria-label="Procedure">
      {step ? (
        <StepView
          eventId={event.id}
          step={step}
          number={index + 1}
          answer={wizard.answers[step.id] ?? {}}
          onAnswer={answer}
          problem={wizard.stepProblem}
          busy={wizard.busy}
          onUploadingChange={setUploading}
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
