import type { Messages } from '../../common/catalogue.ts';
import { activityLog } from './activity-log.ts';
import { apiMessages } from './api-messages.ts';
import { claimStatus } from './claim-status.ts';
import { claimType } from './claim-type.ts';
import { columnTitles } from './column-titles.ts';
import { companyType } from './company-type.ts';
import { emails } from './emails.ts';
import { eventSeverity } from './event-severity.ts';
import { eventStatus } from './event-status.ts';
import { expenseSource } from './expense-source.ts';
import { fieldTitles } from './field-titles.ts';
import { incidentReport } from './incident-report.ts';
import { involvedPerson } from './involved-person.ts';
import { listCells } from './list-cells.ts';
import { messagePieces } from './message-pieces.ts';
import { notices } from './notices.ts';
import { policyType } from './policy-type.ts';
import { recordMessages } from './schema-messages.ts';
import { signIn } from './sign-in.ts';
import { sopAnswer } from './sop-answer.ts';
import { subscriptionPreview } from './subscription-preview.ts';

/**
 * The Spanish of ../en's namespaces, by namespace name ('usted'; the words of the trade, as in
 * src/client/i18n/es). A new `es/<area>.ts` is listed here.
 */
export const DOMAIN_SPANISH: Readonly<Record<string, Messages>> = {
  // Their English is the schemas' titles (src/domain/i18n/setup-titles.ts).
  fieldTitles,
  columnTitles,
  claimStatus,
  claimType,
  companyType,
  policyType,
  listCells,
  expenseSource,
  involvedPerson,
  sopAnswer,
  eventSeverity,
  eventStatus,
  emails,
  notices,
  apiMessages,
  recordMessages,
  messagePieces,
  incidentReport,
  signIn,
  subscriptionPreview,
  activityLog,
};
