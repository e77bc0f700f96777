import type { SaveProgressInput } from '../../../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { TASK_STATUSES } from '../../../domain/tasks/routine-task-status.ts';

/**
 * The location as the server will hold it once the saves waiting offline arrive (issue 27): the
 * Perform wizard goes on from this while the network is gone. It begins a location as
 * GET …/result/{resultId} does (from the preview read online) and applies a save as POST
 * …/result/{resultId} writes it; tests/api/offline-perform-parity.test.ts holds both to the
 * server's answers. An inspection's failed step raises its event on the server only.
 */

/** The location begun: the preview's procedure, In Progress (a begun one as it was). */
export function begunLocally(preview: PerformReply): PerformReply {
  return preview.status === TASK_STATUSES.notStarted ? { ...preview, status: TASK_STATUSES.inProgress } : preview;
}

type Question = PerformReply['procedure']['questions'][number];

/** The location after a save: the given answers on their questions (answered unless said otherwise), the trail, Complete when finished. */
export function applyTaskSave(reply: PerformReply, input: SaveProgressInput): PerformReply {
  const given = new Map(input.procedure.questions.map((question) => [question.id.toLowerCase(), question]));
  const answered = (question: Question): Question => {
    const answer = given.get(question.id);
    if (!answer) return question;
    const checked = new Map((answer.checklistItems ?? []).map((item) => [item.sortKey, item.checked === true]));
    return {
      ...question,
      answer: answer.answer === undefined ? question.answer : answer.answer,
      answered: answer.answered ?? true,
      textAnswer: answer.textAnswer === undefined ? question.textAnswer : answer.textAnswer,
      checklistItems: question.checklistItems.map((item) => ({
        ...item,
        checked: checked.get(item.sortKey) ?? item.checked === true,
      })),
    };
  };
  return {
    ...reply,
    procedure: { ...reply.procedure, questions: reply.procedure.questions.map(answered) },
    answeredQuestionTrail: input.answeredQuestionTrail.map((id) => id.toLowerCase()),
    ...(input.isSopComplete ? { status: TASK_STATUSES.complete } : {}),
  };
}
