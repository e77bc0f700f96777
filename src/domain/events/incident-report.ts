/**
 * The incident report (spec 001 §2 'Incident Report button and modal', §3 'Incident report render
 * options', §4 'Incident report', §7, §9): what the manager chooses to include, the states of its
 * making, and the names the product gives it. Pure; both sides read it.
 */
import { dateTimeText } from '../common/date-time-text.ts';

/** What the modal chooses (§3): ids of the event's documents, people, images and claims. */
export interface IncidentReportRenderOptions {
  includedDocumentIds: string[];
  includedPeopleIds: string[];
  includedImageIds: string[];
  includedInsuranceClaimIds: string[];
}

export const RENDER_OPTION_FIELDS = [
  'includedDocumentIds',
  'includedPeopleIds',
  'includedImageIds',
  'includedInsuranceClaimIds',
] as const satisfies readonly (keyof IncidentReportRenderOptions)[];

/**
 * Nothing chosen: the bare value of no stored row, and what the modal shows while the options
 * load. It is not what an event that never saved options answers: that is everythingIncluded.
 */
export const EMPTY_RENDER_OPTIONS: IncidentReportRenderOptions = {
  includedDocumentIds: [],
  includedPeopleIds: [],
  includedImageIds: [],
  includedInsuranceClaimIds: [],
};

/** What the modal may choose from (the render options reply's `choices`), by their ids. */
export interface RenderOptionChoices {
  documents: readonly { id: string }[];
  people: readonly { id: string }[];
  images: readonly { id: string }[];
  insuranceClaims: readonly { id: string }[];
}

/**
 * The render options of an event that has never saved any (issue 23, item 11): everything the
 * manager may include, so the modal opens with all of it chosen and the manager removes what
 * should stay out. Once saved, the saved choice is kept as it is, even when it chose nothing.
 */
export function everythingIncluded(choices: RenderOptionChoices): IncidentReportRenderOptions {
  return {
    includedDocumentIds: choices.documents.map((choice) => choice.id),
    includedPeopleIds: choices.people.map((choice) => choice.id),
    includedImageIds: choices.images.map((choice) => choice.id),
    includedInsuranceClaimIds: choices.insuranceClaims.map((choice) => choice.id),
  };
}

/** At most this many ids of each kind (an event with more would need another kind of report). */
export const RENDER_OPTION_MAX_IDS = 500;

/** The status the poll reads (§7, §9: done is 3). 4 is ours: the job failed after its retries. */
export const INCIDENT_REPORT_STATUS = { queued: 1, running: 2, done: 3, failed: 4 } as const;
export type IncidentReportStatus = (typeof INCIDENT_REPORT_STATUS)[keyof typeof INCIDENT_REPORT_STATUS];

/** §9: the page checks every 5 s, with no maximum of attempts (it stops on done or failed). */
export const INCIDENT_REPORT_POLL_MS = 5000;

export function isFinalReportStatus(status: number): boolean {
  return status === INCIDENT_REPORT_STATUS.done || status === INCIDENT_REPORT_STATUS.failed;
}

/** The document type the PDF is filed under (a system type, §3 'Document'). */
export const INCIDENT_REPORT_DOCUMENT_TYPE = 'Incident Report';

/** The event's folder the reports go to (made on the first report). */
export const INCIDENT_REPORT_FOLDER_NAME = 'Incident Reports';

/** The modal's words. */
export const INCIDENT_REPORT_MESSAGES = {
  title: 'Incident Report',
  generate: 'Generate',
  generating: 'Generating the incident report…',
  failed: 'The incident report could not be generated. Please try again.',
  done: 'Incident report generated.',
} as const;

/** Its name in the folder: 'Incident Report E-2026-00042 (11/24/2026 07:10 AM EST)', on the property's clock. */
export function incidentReportName(eventNumber: string, generatedAt: Date, timeZone: string): string {
  return `Incident Report ${eventNumber} (${dateTimeText(generatedAt, timeZone)})`;
}

/** The file name a download offers: 'Incident_Report_E-2026-00042_2026-11-24_0710.pdf'. */
export function incidentReportFileName(eventNumber: string, generatedLocal: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(generatedLocal);
  const stamp = match ? `_${match[1]}_${match[2]}${match[3]}` : '';
  return `Incident_Report_${eventNumber.replace(/[^A-Za-z0-9-]/g, '')}${stamp}.pdf`;
}
