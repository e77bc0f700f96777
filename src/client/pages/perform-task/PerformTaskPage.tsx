import { Card, Flex, Result } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { saveProgressSchema } from '../../../../schemas/routine-task/entity.ts';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { canGoBack, isLastStep } from '../../../domain/procedures/procedure-navigation.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { performTaskText } from '../../i18n/en/perform-task.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { NotFoundPage } from '../common/NotFoundPage.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import { MediaPanel } from '../event-add/MediaPanel.tsx';
import { useMediaStep } from '../event-add/use-media-step.ts';
import { canFinishMedia } from '../event-add/wizard-media.ts';
import type { PageProps } from '../page-props.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';
import { StepView } from '../step-wizard/StepView.tsx';
import { useAutoAdvance } from '../step-wizard/use-auto-advance.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { PerformFinalize } from './PerformFinalize.tsx';
import { type PerformTarget, taskStepMediaSource } from './perform-api.ts';
import { performHeader } from './perform-text.ts';
import { branchAnswer, stepOnScreen } from './perform-walk.ts';
import { TaskInProgressModal } from './TaskInProgressModal.tsx';
import { type PerformWizard, usePerformWizard } from './use-perform-wizard.ts';

const MY_TASKS = '/myroutinetasks';
const TEXT_ANSWER_LENGTH =
  saveProgressSchema.properties.procedure.properties.questions.items.properties.textAnswer.maxLength;
/** An Image Upload step of a task takes photos (the camera on a phone), as the step's name says. */
const PHOTO_KINDS = [FILE_KINDS.image] as const;

/**
 * The question on screen with Previous and Next (Complete on the last question). An Image Upload
 * step takes, uploads and shows its photos with the Add Event wizard's media panel; leaving it
 * (Next, Previous, Complete) uploads what was chosen and not yet sent first. Photos are optional:
 * a step has no 'required' setting, so Complete never waits for one.
 */
function CurrentStep({ wizard, target }: { wizard: PerformWizard; target: PerformTarget }) {
  const { steps, stepId, trail, answers } = wizard;
  const advanceLater = useAutoAdvance((from) => void wizard.next(from));
  const onScreen = stepOnScreen(steps, trail, stepId);
  const step = onScreen?.step ?? null;
  const imageStepId = step?.typeId === STEP_TYPES.imageUpload ? step.id : null;
  const { instanceId, resultId } = target;
  const source = useMemo(
    () => (imageStepId ? taskStepMediaSource({ instanceId, resultId }, imageStepId) : null),
    [instanceId, resultId, imageStepId],
  );
  const media = useMediaStep(source, PHOTO_KINDS);
  const t = useText(performTaskText);
  if (!onScreen || !step) return <Result status="info" title={t('noSteps')} />;
  const answer = answers[step.id] ?? {};

  const onAnswer = (patch: StepAnswer) => {
    wizard.setAnswer(step.id, patch);
    advanceLater(step, patch.value);
  };

  return (
    <section aria-label={t('procedure')}>
      <StepView
        step={step}
        number={onScreen.number}
        answer={answer}
        onAnswer={onAnswer}
        problem={wizard.problem}
        busy={wizard.busy}
        maxTextLength={TEXT_ANSWER_LENGTH}
        imageUpload={source ? <MediaPanel media={media} label={t('photos')} /> : undefined}
      />
      <WizardNav
        onPrevious={canGoBack(trail) ? () => void media.leave(wizard.previous) : undefined}
        onNext={() => void media.leave(() => wizard.next(step.id))}
        busy={wizard.busy || media.uploading}
        nextDisabled={!canFinishMedia(media)}
        complete={isLastStep(steps, trail, branchAnswer(step, answer))}
      />
    </section>
  );
}

/**
 * /executeroutineTask?resultId&instanceId (spec 002 §2.4 "Perform Task wizard"): one location of
 * a task instance, one question per step, Cancel back to My Tasks at all times, Finalize at the end.
 */
export function PerformTaskPage({ title }: PageProps) {
  const [search] = useSearchParams();
  const instanceId = search.get('instanceId');
  const resultId = search.get('resultId');
  const target = instanceId && resultId ? { instanceId, resultId } : null;
  const wizard = usePerformWizard(target);
  const t = useText(performTaskText);
  if (!target) return <NotFoundPage />;
  const { reply, phase } = wizard;

  return (
    <div className="perform-task">
      <Flex align="flex-start" gap="small" justify="space-between">
        <PageTitle className="perform-task-title">
          {reply ? performHeader(reply.taskName, reply.locationName) : title}
        </PageTitle>
        <LinkButton to={MY_TASKS}>{t('cancel')}</LinkButton>
      </Flex>
      <Card className="perform-task-card">
        {phase === 'loading' && <PageLoading />}
        {phase === 'failed' && <Result status="warning" title={t('notOpened')} />}
        {phase === 'steps' && <CurrentStep wizard={wizard} target={target} />}
        {phase === 'finalize' && reply && <PerformFinalize reply={reply} />}
      </Card>
      <TaskInProgressModal open={phase === 'steps' && wizard.resumeNotice} onClose={wizard.closeResumeNotice} />
    </div>
  );
}
