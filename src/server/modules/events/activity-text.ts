import type { TextOf } from '../../../domain/common/catalogue.ts';
import { formatUsd } from '../../../domain/common/currency.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/common/language.ts';
import { INVOLVED_PERSON_TYPES } from '../../../domain/events/involved-person.ts';
import { activityLogText } from '../../../domain/i18n/en/activity-log.ts';
import { claimStatusText } from '../../../domain/i18n/en/claim-status.ts';
import { claimTypeText } from '../../../domain/i18n/en/claim-type.ts';
import { involvedPersonText } from '../../../domain/i18n/en/involved-person.ts';
import { FILE_KINDS, type FileKind } from '../../../domain/resources/accepted-file-types.ts';
import { textIn } from '../../i18n/translate.ts';
import { eventStatusName, valueName } from '../shared/value-names.ts';

/**
 * The activity log of an event (spec 001 §2 'Activity tab', §3 'Activity log entry'): every
 * change of an event is a domain event naming it (domain_events.event_id), written in the same
 * transaction as the change. This is the one place that says how such a record reads in the log:
 * its Item (activityElement), Action (activity) and Description, in the reader's language (the
 * words: src/domain/i18n/en/activity-log.ts). Payloads are read defensively: an old record or one
 * written by a later issue never breaks the log.
 */
export interface ActivityText {
  activityElement: string;
  activity: string;
  description: string;
}

type Payload = Record<string, unknown>;

/** The reader's words: the log's own, and the language the values are named in. */
interface Speech {
  language: Language;
  t: TextOf<typeof activityLogText.en>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];
const object = (value: unknown): Payload => (value !== null && typeof value === 'object' ? (value as Payload) : {});

function quoted({ t }: Speech, value: unknown): string {
  const shown = text(value);
  return shown === null ? t('none') : `"${shown}"`;
}

/** The roles' names, comma separated (the company's own names), or 'All' when none limit it. */
function rolesText({ t }: Speech, value: unknown): string {
  const names = (Array.isArray(value) ? value : []).flatMap((role) => {
    const name = text(role !== null && typeof role === 'object' ? (role as Payload).name : role);
    return name === null ? [] : [name];
  });
  return names.length === 0 ? t('visibleToAll') : names.join(', ');
}

const statusText = ({ language, t }: Speech, value: unknown) =>
  typeof value === 'number' ? eventStatusName(language, value) : t('unknown');

/** 'Status: New → Complete; Location: none → "Unit 5"; Management report changed; Visible to: All → Administrator'. */
function detailsDescription(speech: Speech, payload: Payload): string {
  const { t } = speech;
  const before = object(payload.before);
  const after = object(payload.after);
  const changes: string[] = [];
  if (before.status !== after.status) {
    changes.push(t('statusChange', { from: statusText(speech, before.status), to: statusText(speech, after.status) }));
  }
  if (text(before.location) !== text(after.location)) {
    changes.push(t('locationChange', { from: quoted(speech, before.location), to: quoted(speech, after.location) }));
  }
  if (text(before.summary) !== text(after.summary)) changes.push(t('managementReportChanged'));
  const rolesBefore = rolesText(speech, before.visibleToPositionTypes);
  const rolesAfter = rolesText(speech, after.visibleToPositionTypes);
  if (rolesBefore !== rolesAfter) changes.push(t('visibleToChange', { from: rolesBefore, to: rolesAfter }));
  return changes.join('; ');
}

const FILE_ITEMS = {
  document: 'itemDocument',
  image: 'itemImage',
  video: 'itemVideo',
} as const satisfies Record<FileKind, keyof typeof activityLogText.en>;

/** The item of a file record: its kind, 'document' | 'image' | 'video' (or the spec's number 1–3). */
function fileItem({ t }: Speech, kind: unknown): string {
  const name = (Object.keys(FILE_KINDS) as FileKind[]).find((key) => key === kind || FILE_KINDS[key] === kind);
  return t(name ? FILE_ITEMS[name] : 'itemFile');
}

const FILE_PLACES = { uploaded: 'fileIn', moved: 'fileTo', deleted: 'fileFrom' } as const;

function fileDescription({ t }: Speech, action: keyof typeof FILE_PLACES, payload: Payload): string {
  const name = text(payload.name) ?? '';
  const folder = text(payload.folderName);
  if (!folder) return name;
  return t(FILE_PLACES[action], { name, folder }).trim();
}

function personItem({ language, t }: Speech, type: unknown): string {
  const known = INVOLVED_PERSON_TYPES.find((entry) => entry.value === type);
  return known ? textIn(language, involvedPersonText)(`formType${known.value}`) : t('itemPerson');
}

/** A claim's summary in a record (title, status, type, total loss), as far as the payload has it. */
interface ClaimSummary {
  title: string | null;
  status: string | null;
  type: string | null;
  totalLoss: string | null;
}

function claimSummary({ language }: Speech, value: unknown): ClaimSummary {
  const claim = object(value);
  return {
    title: text(claim.title),
    status: typeof claim.claimStatus === 'number' ? valueName(language, claimStatusText, claim.claimStatus) : null,
    type: typeof claim.claimType === 'number' ? valueName(language, claimTypeText, claim.claimType) : null,
    totalLoss: typeof claim.totalLoss === 'number' ? formatUsd(claim.totalLoss) : null,
  };
}

/** '"Roof leak" filed: Property Liability, New'. */
function claimFiledDescription(speech: Speech, payload: Payload): string {
  const after = claimSummary(speech, payload.after);
  const facts = [after.type, after.status].filter(Boolean).join(', ');
  return [after.title ? `"${after.title}"` : speech.t('aClaim'), facts].filter(Boolean).join(': ');
}

/** '"Roof leak": Status: New → Closed Paid; Total Loss: $0 → $1,250.00' (or 'details changed'). */
function claimUpdatedDescription(speech: Speech, payload: Payload): string {
  const { t } = speech;
  const before = claimSummary(speech, payload.before);
  const after = claimSummary(speech, payload.after);
  const unknown = t('unknown');
  const changes: string[] = [];
  if (before.title !== after.title) {
    changes.push(t('titleChange', { from: quoted(speech, before.title), to: quoted(speech, after.title) }));
  }
  if (before.status !== after.status) {
    changes.push(t('statusChange', { from: before.status ?? unknown, to: after.status ?? unknown }));
  }
  if (before.type !== after.type) {
    changes.push(t('typeChange', { from: before.type ?? unknown, to: after.type ?? unknown }));
  }
  if (before.totalLoss !== after.totalLoss) {
    changes.push(t('totalLossChange', { from: before.totalLoss ?? unknown, to: after.totalLoss ?? unknown }));
  }
  const name = after.title ? `"${after.title}"` : t('claim');
  return `${name}: ${changes.length > 0 ? changes.join('; ') : t('detailsChanged')}`;
}

/** '2 expenses, Total Expense $1,250.00' or 'No expenses'. */
function damagesDescription({ t }: Speech, payload: Payload): string {
  const count = typeof payload.count === 'number' ? payload.count : 0;
  if (count === 0) return t('noExpenses');
  return t(count === 1 ? 'expensesOne' : 'expensesMany', { count, total: formatUsd(payload.total) });
}

const simple = (activityElement: string, activity: string, description = ''): ActivityText => ({
  activityElement,
  activity,
  description,
});

/** 'event.somethingNew' → 'Something New': how a record no rule knows yet still reads (its type's words, untranslated). */
function fallback({ t }: Speech, type: string): ActivityText {
  const last = type.split('.').pop() ?? type;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2');
  return simple(t('itemEvent'), words.charAt(0).toUpperCase() + words.slice(1));
}

/** How one domain event of an event reads in its activity log, in the reader's language. */
export function describeActivity(
  type: string,
  rawPayload: unknown,
  language: Language = DEFAULT_LANGUAGE,
): ActivityText {
  const payload = object(rawPayload);
  const speech: Speech = { language, t: textIn(language, activityLogText) };
  const { t } = speech;
  switch (type) {
    case 'event.created':
      return simple(t('itemEvent'), t('created'), t('eventReported'));
    case 'event.resumed':
      return simple(t('itemEvent'), t('resumed'), t('reportingResumed'));
    case 'event.progressSaved':
      return simple(t('itemEvent'), t('progressSaved'), t('reportSaved'));
    case 'event.answered':
      return simple(t('itemSopQuestion'), t('answered'), text(payload.text) ?? t('stepAnswered'));
    case 'event.statusChanged': {
      const change = `${statusText(speech, payload.from)} → ${statusText(speech, payload.to)}`;
      // A claim save that moved the event to Claim in Progress (src/domain/events/event-claim-lock.ts).
      return simple(t('itemStatus'), t('changed'), payload.byClaim === true ? t('byClaim', { change }) : change);
    }
    case 'event.detailsSaved':
      return simple(t('itemEventDetails'), t('saved'), detailsDescription(speech, payload));
    case 'event.media.uploaded': {
      const names = texts(payload.files).join(', ');
      return simple(t(payload.questionId ? 'itemSopQuestionMedia' : 'itemEventMedia'), t('uploaded'), names);
    }
    case 'event.person.created':
      return simple(personItem(speech, payload.type), t('added'), text(payload.name) ?? '');
    case 'event.person.updated':
      return simple(personItem(speech, payload.type), t('updated'), text(payload.name) ?? '');
    case 'event.file.uploaded':
      return simple(fileItem(speech, payload.kind), t('uploaded'), fileDescription(speech, 'uploaded', payload));
    case 'event.file.moved':
      return simple(fileItem(speech, payload.kind), t('moved'), fileDescription(speech, 'moved', payload));
    case 'event.file.deleted':
      return simple(fileItem(speech, payload.kind), t('deleted'), fileDescription(speech, 'deleted', payload));
    case 'event.folder.saved':
      return simple(t('itemFolder'), t('saved'), text(payload.name) ?? '');
    case 'event.claim.created':
      return simple(t('itemClaim'), t('filed'), claimFiledDescription(speech, payload));
    case 'event.claim.updated':
      return simple(t('itemClaim'), t('updated'), claimUpdatedDescription(speech, payload));
    case 'event.damages.saved':
      return simple(t('itemDamages'), t('saved'), damagesDescription(speech, payload));
    case 'event.incidentReport.generated':
      return simple(t('itemIncidentReport'), t('generated'), text(payload.name) ?? '');
    case 'event.incidentReport.failed':
      return simple(t('itemIncidentReport'), t('failed'), t('reportFailed'));
    case 'event.archived':
      return simple(t('itemEvent'), t('archived'), t('eventArchived'));
    default:
      return fallback(speech, type);
  }
}

/** Who made a change with an API key (issue 28), in the reader's language: "API key 'Yardi sync'"; null without a key. */
export function actorKeyName(keyName: string | null, language: Language = DEFAULT_LANGUAGE): string | null {
  return keyName ? textIn(language, activityLogText)('apiKeyActor', { name: keyName }) : null;
}
