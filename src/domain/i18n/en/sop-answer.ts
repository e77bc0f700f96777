import { namespace } from '../../common/catalogue.ts';

/** An SOP step's answer in words (the Details tab's SOP list, the incident report), as domain/events/sop-answer-text.ts words it. */
export const sopAnswerWords = namespace('sopAnswer', {
  skipped: 'Skipped',
  notAnswered: 'Not answered',
  yes: 'Yes',
  no: 'No',
  acknowledged: 'Acknowledged',
  notAcknowledged: 'Not acknowledged',
  noText: '(no text)',
});
