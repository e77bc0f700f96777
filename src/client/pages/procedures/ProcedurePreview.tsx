import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useMemo, useReducer } from 'react';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';
import { answerProblemText } from '../step-wizard/answer-problem.ts';
import { useAutoAdvance } from '../step-wizard/use-auto-advance.ts';
import { canGoBackInPreview, previewReducer, previewStepId, startPreview } from './preview-walk.ts';
import { StepAnswerInput } from './StepAnswerInput.tsx';
import type { StepAnswer } from './step-answer.ts';

/**
 * Preview mode: the steps one at a time, as a reporter walks them — Yes/No and Acknowledge
 * buttons (advancing by themselves), a text box, the checklist, an image-upload placeholder —
 * with Prev and Next following the branches of the shared navigation rule. Nothing is saved.
 */
export function ProcedurePreview({ steps }: { steps: readonly ProcedureStep[] }) {
  const t = useText(proceduresText);
  const stepWords = useText(stepsText);
  const reducer = useMemo(() => previewReducer(steps), [steps]);
  const [state, dispatch] = useReducer(reducer, steps, startPreview);
  const advanceLater = useAutoAdvance((from) => dispatch({ kind: 'next', stepId: from }));

  const stepId = previewStepId(steps, state);
  const index = steps.findIndex((step) => step.id === stepId);
  const step = index >= 0 ? steps[index] : null;
  const path = state.trail.map((id) => steps.findIndex((item) => item.id === id) + 1).join(' → ');

  const answer = (patch: StepAnswer) => {
    if (!step) return;
    dispatch({ kind: 'answer', stepId: step.id, answer: patch });
    advanceLater(step, patch.value);
  };

  const navigation = (
    <Flex justify="space-between" gap="small" style={{ marginTop: 16 }}>
      <Button
        icon={<LeftOutlined />}
        aria-label={t('prev')}
        onClick={() => dispatch({ kind: 'previous' })}
        disabled={!canGoBackInPreview(state)}
      >
        {t('prev')}
      </Button>
      {step ? (
        <Button type="primary" aria-label={t('next')} onClick={() => dispatch({ kind: 'next', stepId: step.id })}>
          {t('next')} <RightOutlined />
        </Button>
      ) : (
        <Button onClick={() => dispatch({ kind: 'restart' })}>{t('startOver')}</Button>
      )}
    </Flex>
  );

  return (
    <section aria-label={t('preview')} style={{ maxWidth: 640, margin: '0 auto' }}>
      <Typography.Paragraph type="secondary">{t('previewIntro')}</Typography.Paragraph>
      {step ? (
        <Card
          title={stepWords('step', { number: index + 1 })}
          extra={<Typography.Text type="secondary">{stepWords(`type.${step.typeId}`)}</Typography.Text>}
        >
          <Typography.Title level={4} style={{ marginTop: 0, whiteSpace: 'pre-wrap' }} aria-live="polite">
            {step.text.trim() || t('newStep')}
          </Typography.Title>
          <StepAnswerInput step={step} answer={state.answers[step.id] ?? {}} onAnswer={answer} />
          {state.problem && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 12 }}>
              {answerProblemText(state.problem)}
            </Typography.Text>
          )}
          {navigation}
        </Card>
      ) : (
        <Card>
          <Result status="success" title={t('endOfProcedure')} subTitle={t('endSubtitle')} />
          {navigation}
        </Card>
      )}
      {path && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('stepsWalked', { path })}
        </Typography.Paragraph>
      )}
    </section>
  );
}
