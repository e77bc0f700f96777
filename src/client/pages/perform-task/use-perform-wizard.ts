import { useEffect, useState } from 'react';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import {
  advanceStep,
  canGoBack,
  currentStepId,
  previousStep,
} from '../../../domain/procedures/procedure-navigation.ts';
import { wantOffline } from '../../offline/offline-wanted.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { useOneSaveAtATime } from '../step-wizard/use-one-save-at-a-time.ts';
import { beginTask, type PerformTarget, saveTaskProgress } from './perform-api.ts';
import { branchAnswer, performOpening, progressSave, savedAnswers, stepsOf } from './perform-walk.ts';

type Phase = 'loading' | 'failed' | 'steps' | 'finalize';

/**
 * The Perform Task wizard's state and moves (spec 002 §4 "Perform wizard"): it begins or resumes
 * the location, walks the questions with the shared navigation rule, and saves every move — Next
 * with isSopComplete false, the last with true (then Finalize), Previous with the shorter trail.
 */
export function usePerformWizard(target: PerformTarget | null) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [reply, setReply] = useState<PerformReply | null>(null);
  const [trail, setTrail] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Record<string, StepAnswer>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [resumeNotice, setResumeNotice] = useState(false);
  const saves = useOneSaveAtATime();
  // The wizard works offline: the shell loads what that takes (banner, sending, kept reads).
  useEffect(wantOffline, []);

  const instanceId = target?.instanceId;
  const resultId = target?.resultId;
  useEffect(() => {
    if (!instanceId || !resultId) return;
    let current = true;
    setPhase('loading');
    beginTask({ instanceId, resultId })
      .then((begun) => {
        if (!current) return;
        const opening = performOpening(begun);
        setReply(begun);
        setAnswers(savedAnswers(begun));
        if (opening.kind === 'finalize') return setPhase('finalize');
        setTrail(opening.position.trail);
        setResumeNotice(opening.resuming);
        setPhase('steps');
      })
      // The global handler said why (403, 404, no answer); the page offers the way back.
      .catch(() => current && setPhase('failed'));
    return () => {
      current = false;
    };
  }, [instanceId, resultId]);

  const steps = reply ? stepsOf(reply) : [];
  const stepId = currentStepId(steps, trail);

  /** Runs one save at a time (once the location is open). */
  const run = async (work: () => Promise<void>) => {
    if (target && reply) await saves.run(work);
  };

  /** Next (or Complete) on the question `from`; a late auto-advance from a question no longer on screen does nothing. */
  const next = (from: string) =>
    run(async () => {
      if (!reply || !target || phase !== 'steps' || from !== stepId) return;
      const step = steps.find((candidate) => candidate.id === from);
      if (!step) return;
      const answer = answers[from] ?? {};
      const advance = advanceStep(steps, trail, branchAnswer(step, answer));
      if (advance.kind === 'refused') return setProblem(advance.message);
      const finished = advance.kind === 'finished';
      const nextTrail = finished ? advance.trail : advance.position.trail;
      setReply(await saveTaskProgress(target, reply, progressSave(reply, nextTrail, finished, { step, answer })));
      setTrail(nextTrail);
      setProblem(null);
      if (finished) setPhase('finalize');
    });

  const previous = () =>
    run(async () => {
      if (!reply || !target || !canGoBack(trail)) return;
      const back = previousStep(trail).trail;
      setReply(await saveTaskProgress(target, reply, progressSave(reply, back, false)));
      setTrail(back);
      setProblem(null);
    });

  return {
    phase,
    reply,
    steps,
    stepId,
    trail,
    answers,
    problem,
    busy: saves.busy,
    resumeNotice,
    closeResumeNotice: () => setResumeNotice(false),
    setAnswer: (id: string, patch: StepAnswer) => {
      setProblem(null);
      setAnswers((current) => ({ ...current, [id]: { ...current[id], ...patch } }));
    },
    next,
    previous,
  };
}

export type PerformWizard = ReturnType<typeof usePerformWizard>;
