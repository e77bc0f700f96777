import type { EventForDisplay } from './event-manage-api.ts';

export type SopQuestion = EventForDisplay['sopQuestions'][number];

/** The rule lives in src/domain: the incident report PDF says the answers the same way. */
export { sopAnswerText } from '../../../domain/events/sop-answer-text.ts';
