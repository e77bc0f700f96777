import type { Translation } from '../../common/catalogue.ts';
import type { sopAnswerWords } from '../en/sop-answer.ts';

export const sopAnswer: Translation<typeof sopAnswerWords> = {
  skipped: 'Omitido',
  notAnswered: 'Sin respuesta',
  yes: 'Sí',
  no: 'No',
  acknowledged: 'Confirmado',
  notAcknowledged: 'No confirmado',
  noText: '(sin texto)',
};
