import { useState } from 'react';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import {
  NEW_REPORT,
  nextTab,
  previousTab,
  progressOf,
  type WizardProgress,
  type WizardTab,
} from '../../../domain/events/event-wizard-tabs.ts';
import {
  type EventInfoFields,
  emergencyProblems,
  eventInfoProblemsOnNext,
  type FieldProblem,
  reviewProblems,
} from '../../../domain/events/event-wizard-validation.ts';
import { currentStepId } from '../../../domain/procedures/procedure-navigation.ts';
import type { StepAnswer } from '../procedures/step-answer.ts';
import { useOneSaveAtATime } from '../step-wizard/use-one-save-at-a-time.ts';
import { stepsOf } from './event-steps.ts';
import { occurredUtc } from './occurred-time.ts';
import { type ReviewDraft, savedAnswers, savedEmergency, savedReview } from './saved-drafts.ts';
import {
  closedReportReason,
  createEvent,
  resumeEvent,
  saveProgress,
  useAcceptedFileTypes,
  useReportingProcedures,
} from './wizard-api.ts';
import { advanceProcedure, backInProcedure, resumeReport } from './wizard-procedure.ts';
import { emergencySave, finishSave, reviewSave, stepSave, trailSave } from './wizard-saves.ts';

/** Event Info as the reporter fills it in, before the event exists. */
export interface EventInfoDraft extends EventInfoFields {
  /** The chosen property's name (the picker's options change as the reporter searches). */
  propertyName: string | null;
  /** The chosen property as the event shows it: an event reported offline is built with it. */
  property: EventProgress['property'] | null;
  location: string;
}

const EMPTY_INFO: EventInfoDraft = {
  propertyId: null,
  propertyName: null,
  property: null,
  typeId: null,
  categoryId: null,
  categoryCount: 0,
  location: '',
};

const EMPTY_REVIEW: ReviewDraft = { severity: 0, date: null, time: null };

/**
 * The Add Event wizard's state and moves (spec 001 §4 "Wizard"): which tab shows, the saved event
 * and the drafts of each tab, and Next / Previous, each checked and saved by the domain's rules
 * (event-wizard-*). A tab's messages show once its Next was refused, and follow the fields after.
 */
export function useEventWizard() {
  const [tab, setTab] = useState<WizardTab>('eventInfo');
  const [event, setEvent] = useState<EventProgress | null>(null);
  const [info, setInfoState] = useState<EventInfoDraft>(EMPTY_INFO);
  const [emergency, setEmergency] = useState<boolean | null>(null);
  const [review, setReviewState] = useState<ReviewDraft>(EMPTY_REVIEW);
  const [trail, setTrail] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Record<string, StepAnswer>>({});
  const [stepProblem, setStepProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<ReadonlySet<WizardTab>>(new Set());
  const [noProcedure, setNoProcedure] = useState(false);
  /** Why the server no longer takes this report's saves (409), once it said so: the wizard stops. */
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const saves = useOneSaveAtATime();
  // Read while online, so that a report started or continued offline has them.
  const reporting = useReportingProcedures();
  useAcceptedFileTypes();
  const busy = saves.busy;
  // A refused save is shown in place of the tab instead of a toast: retrying it cannot succeed.
  const run = (work: () => Promise<void>) =>
    saves.run(async () => {
      try {
        await work();
      } catch (error) {
        const reason = closedReportReason(error);
        if (reason === null) throw error;
        setClosedReason(reason);
      }
    });

  const progress: WizardProgress = event ? progressOf(event) : NEW_REPORT;
  const steps = event ? stepsOf(event) : [];
  const problemsOf = (of: WizardTab, found: FieldProblem[]) => (refused.has(of) ? found : []);
  const infoProblems = problemsOf('eventInfo', eventInfoProblemsOnNext(progress, info));
  const emergencyShown = problemsOf('emergency', emergencyProblems(emergency));
  const reviewShown = problemsOf('review', reviewProblems(review));

  /** Shows a tab's messages when it has any; true when Next may go on. */
  const check = (of: WizardTab, found: FieldProblem[]) => {
    if (found.length > 0) setRefused((tabs) => new Set(tabs).add(of));
    return found.length === 0;
  };

  const show = (to: WizardTab) => {
    setStepProblem(null);
    setTab(to);
  };

  /** Holds the event as the server answered the last save; the tab drafts stay as typed. */
  const adopt = (saved: EventProgress) => {
    setEvent(saved);
    return progressOf(saved);
  };

  const nextOnEventInfo = () =>
    run(async () => {
      setNoProcedure(false);
      if (!check('eventInfo', eventInfoProblemsOnNext(progress, info))) return;
      if (event) return show(nextTab('eventInfo', progress) ?? 'emergency');
      const created = await createEvent(
        {
          propertyId: info.propertyId as string,
          typeId: info.typeId as string,
          categoryId: info.categoryId as string,
          location: info.location.trim() || null,
        },
        { property: info.property as EventProgress['property'], reporting: reporting.data },
      );
      // §8: no procedure matches; the alert shows and the wizard stays on Event Info.
      if (!created) return setNoProcedure(true);
      show(nextTab('eventInfo', adopt(created)) ?? 'emergency');
    });

  const nextOnEmergency = () =>
    run(async () => {
      if (!event || !check('emergency', emergencyProblems(emergency))) return;
      adopt(await saveProgress(event, emergencySave(progress, emergency as boolean)));
      show('review');
    });

  const nextOnReview = () =>
    run(async () => {
      if (!event || !check('review', reviewProblems(review))) return;
      const dateOccurredUtc = occurredUtc(review.date as string, review.time as string, event.property.timeZone);
      const saved = await saveProgress(
        event,
        reviewSave(progress, event, { severity: review.severity, dateOccurredUtc }),
      );
      adopt(saved);
      setTrail(saved.answeredQuestionTrail);
      show('procedure');
    });

  /** Next on the step `stepId` (a late auto-advance from a step no longer on screen does nothing). */
  const nextOnStep = (stepId: string) =>
    run(async () => {
      if (!event || currentStepId(steps, trail) !== stepId) return;
      const step = steps.find((candidate) => candidate.id === stepId);
      if (!step) return;
      const answer = answers[stepId] ?? {};
      const advance = advanceProcedure(steps, trail, answer.value);
      if (advance.kind === 'refused') return setStepProblem(advance.message);
      const nextTrail = advance.kind === 'step' ? advance.position.trail : advance.trail;
      adopt(await saveProgress(event, stepSave(progress, step, answer, nextTrail)));
      setTrail(nextTrail);
      setStepProblem(null);
      if (advance.kind === 'finished') show(advance.tab);
    });

  const previousOnStep = () =>
    run(async () => {
      if (!event) return;
      const back = backInProcedure(trail);
      if (back.kind === 'tab') return show(back.tab);
      adopt(await saveProgress(event, trailSave(progress, back.position.trail)));
      setTrail(back.position.trail);
      setStepProblem(null);
    });

  const nextOnMedia = () =>
    run(async () => {
      if (!event) return;
      adopt(await saveProgress(event, finishSave(progress)));
      show('finalize');
    });

  /** The current tab's Next. */
  const next = () => {
    switch (tab) {
      case 'eventInfo':
        return nextOnEventInfo();
      case 'emergency':
        return nextOnEmergency();
      case 'review':
        return nextOnReview();
      case 'procedure': {
        // A procedure without steps (none can be saved so) has nothing to answer.
        const stepId = currentStepId(steps, trail);
        if (stepId) return nextOnStep(stepId);
        show('media');
        return Promise.resolve();
      }
      case 'media':
        return nextOnMedia();
      case 'finalize':
        return Promise.resolve();
    }
  };

  /** The current tab's Previous: back a step inside the procedure, else the tab before. */
  const previous = () => {
    if (tab === 'procedure') return previousOnStep();
    const to = previousTab(tab);
    if (to) show(to);
    return Promise.resolve();
  };

  /** §4: a resumed report skips Event Info's checks and opens where it was left, its answers restored. */
  const resume = (eventId: string) =>
    run(async () => {
      const resumed = await resumeEvent(eventId);
      const resumedProgress = adopt(resumed);
      const opened = resumeReport(resumedProgress, stepsOf(resumed), resumed.answeredQuestionTrail);
      setEmergency(savedEmergency(resumed));
      setReviewState(savedReview(resumed, resumedProgress));
      setAnswers(savedAnswers(resumed));
      setTrail(opened.position.trail);
      setRefused(new Set());
      setNoProcedure(false);
      show(opened.tab);
    });

  return {
    tab,
    event,
    progress,
    busy,
    info,
    setInfo: (patch: Partial<EventInfoDraft>) => {
      setNoProcedure(false);
      setInfoState((current) => ({ ...current, ...patch }));
    },
    infoProblems,
    noProcedure,
    emergency,
    setEmergency,
    emergencyProblems: emergencyShown,
    review,
    setReview: (patch: Partial<ReviewDraft>) => setReviewState((current) => ({ ...current, ...patch })),
    reviewProblems: reviewShown,
    trail,
    answers,
    setAnswer: (stepId: string, patch: StepAnswer) => {
      setStepProblem(null);
      setAnswers((current) => ({ ...current, [stepId]: { ...current[stepId], ...patch } }));
    },
    stepProblem,
    next,
    nextOnStep,
    previous,
    goTo: show,
    resume,
    closedReason,
  };
}

export type EventWizard = ReturnType<typeof useEventWizard>;
