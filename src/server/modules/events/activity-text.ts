import { claimStatusLabel } from '../../../domain/claims/claim-status.ts';
import { claimTypeLabel } from '../../../domain/claims/claim-types.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { eventStatusLabel } from '../../../domain/events/event-status.ts';
import { INVOLVED_PERSON_TYPES } from '../../../domain/events/involved-person.ts';
import { visibleToText } from '../../../domain/events/visible-to.ts';
import { FILE_KINDS, type FileKind } from '../../../domain/resources/accepted-file-types.ts';

/**
 * The activity log of an event (spec 001 §2 'Activity tab', §3 'Activity log entry'): every
 * change of an event is a domain event naming it (domain_events.event_id), written in the same
 * transaction as the change. This is the one place that says how such a record reads in the log:
 * its Item (activityElement), Action (activity) and Description. Payloads are read defensively:
 * an old record or one written by a later issue never breaks the log.
 */
export interface ActivityText {
  activityElement: string;
  activity: string;
  description: string;
}

type Payload = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];
const quoted = (value: unknown) => {
  const shown = text(value);
  return shown === null ? 'none' : `"${shown}"`;
};
const rolesText = (value: unknown) =>
  visibleToText(
    (Array.isArray(value) ? value : []).flatMap((role) => {
      const name = text(role !== null && typeof role === 'object' ? (role as Payload).name : role);
      return name === null ? [] : [{ name }];
    }),
  );
const statusText = (value: unknown) => (typeof value === 'number' ? eventStatusLabel(value) : 'unknown');
const object = (value: unknown): Payload => (value !== null && typeof value === 'object' ? (value as Payload) : {});

/** 'Status: New → Complete; Location: none → "Unit 5"; Management report changed; Visible to: All → Administrator'. */
function detailsDescription(payload: Payload): string {
  const before = object(payload.before);
  const after = object(payload.after);
  const changes: string[] = [];
  if (before.status !== after.status)
    changes.push(`Status: ${statusText(before.status)} → ${statusText(after.status)}`);
  if (text(before.location) !== text(after.location)) {
    changes.push(`Location: ${quoted(before.location)} → ${quoted(after.location)}`);
  }
  if (text(before.summary) !== text(after.summary)) changes.push('Management report changed');
  const rolesBefore = rolesText(before.visibleToPositionTypes);
  const rolesAfter = rolesText(after.visibleToPositionTypes);
  if (rolesBefore !== rolesAfter) changes.push(`Visible to: ${rolesBefore} → ${rolesAfter}`);
  return changes.join('; ');
}

const FILE_ITEMS: Record<FileKind, string> = { document: 'Document', image: 'Image', video: 'Video' };

/** The item of a file record: its kind, 'document' | 'image' | 'video' (or the spec's number 1–3). */
function fileItem(kind: unknown): string {
  const name = (Object.keys(FILE_KINDS) as FileKind[]).find((key) => key === kind || FILE_KINDS[key] === kind);
  return name ? FILE_ITEMS[name] : 'File';
}

function fileDescription(action: 'uploaded' | 'moved' | 'deleted', payload: Payload): string {
  const name = text(payload.name) ?? '';
  const folder = text(payload.folderName);
  if (!folder) return name;
  const where = { uploaded: 'in', moved: 'to', deleted: 'from' }[action];
  return `${name} ${where} ${folder}`.trim();
}

function personItem(type: unknown): string {
  return INVOLVED_PERSON_TYPES.find((entry) => entry.value === type)?.formLabel ?? 'Person';
}

/** A claim's summary in a record (title, status, type, total loss), as far as the payload has it. */
interface ClaimSummary {
  title: string | null;
  status: string | null;
  type: string | null;
  totalLoss: string | null;
}

function claimSummary(value: unknown): ClaimSummary {
  const claim = object(value);
  return {
    title: text(claim.title),
    status: typeof claim.claimStatus === 'number' ? claimStatusLabel(claim.claimStatus) : null,
    type: typeof claim.claimType === 'number' ? claimTypeLabel(claim.claimType) : null,
    totalLoss: typeof claim.totalLoss === 'number' ? formatUsd(claim.totalLoss) : null,
  };
}

/** '"Roof leak" filed: Property Liability, New'. */
function claimFiledDescription(payload: Payload): string {
  const after = claimSummary(payload.after);
  const facts = [after.type, after.status].filter(Boolean).join(', ');
  return [after.title ? `"${after.title}"` : 'A claim', facts].filter(Boolean).join(': ');
}

/** '"Roof leak": Status: New → Closed Paid; Total Loss: $0 → $1,250.00' (or 'details changed'). */
function claimUpdatedDescription(payload: Payload): string {
  const before = claimSummary(payload.before);
  const after = claimSummary(payload.after);
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`Title: ${quoted(before.title)} → ${quoted(after.title)}`);
  if (before.status !== after.status)
    changes.push(`Status: ${before.status ?? 'unknown'} → ${after.status ?? 'unknown'}`);
  if (before.type !== after.type) changes.push(`Type: ${before.type ?? 'unknown'} → ${after.type ?? 'unknown'}`);
  if (before.totalLoss !== after.totalLoss) {
    changes.push(`Total Loss: ${before.totalLoss ?? 'unknown'} → ${after.totalLoss ?? 'unknown'}`);
  }
  const name = after.title ? `"${after.title}"` : 'Claim';
  return `${name}: ${changes.length > 0 ? changes.join('; ') : 'details changed'}`;
}

/** '2 expenses, Total Expense $1,250.00' or 'No expenses'. */
function damagesDescription(payload: Payload): string {
  const count = typeof payload.count === 'number' ? payload.count : 0;
  if (count === 0) return 'No expenses';
  return `${count} expense${count === 1 ? '' : 's'}, Total Expense ${formatUsd(payload.total)}`;
}

const simple = (activityElement: string, activity: string, description = ''): ActivityText => ({
  activityElement,
  activity,
  description,
});

/** 'event.somethingNew' → 'Something New': how a record no rule knows yet still reads. */
function fallback(type: string): ActivityText {
  const last = type.split('.').pop() ?? type;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2');
  return simple('Event', words.charAt(0).toUpperCase() + words.slice(1));
}

/** How one domain event of an event reads in its activity log. */
export function describeActivity(type: string, rawPayload: unknown): ActivityText {
  const payload = object(rawPayload);
  switch (type) {
    case 'event.created':
      return simple('Event', 'Created', 'Event reported.');
    case 'event.resumed':
      return simple('Event', 'Resumed', 'Reporting resumed.');
    case 'event.progressSaved':
      return simple('Event', 'Progress Saved', 'The report was saved.');
    case 'event.answered':
      return simple('SOP Question', 'Answered', text(payload.text) ?? 'A step of the procedure was answered.');
    case 'event.statusChanged': {
      const change = `${statusText(payload.from)} → ${statusText(payload.to)}`;
      // A claim save that moved the event to Claim in Progress (src/domain/events/event-claim-lock.ts).
      return simple('Status', 'Changed', payload.byClaim === true ? `${change} (a claim is open)` : change);
    }
    case 'event.detailsSaved':
      return simple('Event Details', 'Saved', detailsDescription(payload));
    case 'event.media.uploaded': {
      const names = texts(payload.files).join(', ');
      return simple(payload.questionId ? 'SOP Question Media' : 'Event Media', 'Uploaded', names);
    }
    case 'event.person.created':
      return simple(personItem(payload.type), 'Added', text(payload.name) ?? '');
    case 'event.person.updated':
      return simple(personItem(payload.type), 'Updated', text(payload.name) ?? '');
    case 'event.file.uploaded':
      return simple(fileItem(payload.kind), 'Uploaded', fileDescription('uploaded', payload));
    case 'event.file.moved':
      return simple(fileItem(payload.kind), 'Moved', fileDescription('moved', payload));
    case 'event.file.deleted':
      return simple(fileItem(payload.kind), 'Deleted', fileDescription('deleted', payload));
    case 'event.folder.saved':
      return simple('Folder', 'Saved', text(payload.name) ?? '');
    case 'event.claim.created':
      return simple('Claim', 'Filed', claimFiledDescription(payload));
    case 'event.claim.updated':
      return simple('Claim', 'Updated', claimUpdatedDescription(payload));
    case 'event.damages.saved':
      return simple('Damage Related Expenses', 'Saved', damagesDescription(payload));
    case 'event.incidentReport.generated':
      return simple('Incident Report', 'Generated', text(payload.name) ?? '');
    case 'event.incidentReport.failed':
      return simple('Incident Report', 'Failed', 'The incident report could not be generated.');
    case 'event.archived':
      return simple('Event', 'Archived', 'Event deleted; its records are kept.');
    default:
      return fallback(type);
  }
}
