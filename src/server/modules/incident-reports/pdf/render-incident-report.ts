import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { calendarDateText } from '../../../../domain/common/calendar-date.ts';
import type { TextOf } from '../../../../domain/common/catalogue.ts';
import { formatUsd } from '../../../../domain/common/currency.ts';
import { dateTimeText } from '../../../../domain/common/date-time-text.ts';
import { sopAnswerText } from '../../../../domain/events/sop-answer-text.ts';
import { incidentReportText } from '../../../../domain/i18n/en/incident-report.ts';
import { sopAnswerWords } from '../../../../domain/i18n/en/sop-answer.ts';
import { STEP_TYPES } from '../../../../domain/procedures/procedure-model.ts';
import { textIn, translateIn } from '../../../i18n/translate.ts';
import { eventStatusName, severityName } from '../../shared/value-names.ts';
import type { ReportData, ReportPerson } from '../report-data.ts';
import { imageGrid, type OpenImage } from './image-grid.ts';
import {
  COLORS,
  checkbox,
  contentWidth,
  ensureSpace,
  FONTS,
  labelledRow,
  PAGE_MARGIN,
  paragraph,
  sectionTitle,
  table,
  writeFooters,
} from './pdf-layout.ts';

type Doc = PDFKit.PDFDocument;
type ReportText = TextOf<typeof incidentReportText.en>;

const yesNo = (t: ReportText, value: boolean | null) =>
  value === null ? t('notAnswered') : value ? t('yes') : t('no');

/** A step's answer in the report's language: the words sopAnswerText chooses, translated; a typed answer as typed. */
function answerIn(data: ReportData, question: ReportData['event']['sopQuestions'][number]): string {
  const answer = sopAnswerText(question);
  const typed = question.typeId === STEP_TYPES.textInput && question.answered && question.textAnswer?.trim();
  const key = Object.entries(sopAnswerWords.en).find(([, words]) => words === answer)?.[0];
  return typed || !key ? answer : translateIn(data.language, sopAnswerWords, key as keyof typeof sopAnswerWords.en);
}

function header(doc: Doc, data: ReportData, t: ReportText): void {
  const { event } = data;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(COLORS.accent);
  doc
    .font(FONTS.bold)
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(data.companyName.toUpperCase(), PAGE_MARGIN, PAGE_MARGIN - 14);
  doc
    .font(FONTS.bold)
    .fontSize(22)
    .fillColor(COLORS.ink)
    .text(t('title'), PAGE_MARGIN, doc.y + 4);
  const numberY = PAGE_MARGIN - 14;
  doc
    .font(FONTS.bold)
    .fontSize(12)
    .fillColor(COLORS.accent)
    .text(t('incidentNumber', { number: event.number }), PAGE_MARGIN, numberY, { width, align: 'right' });
  doc.y = Math.max(doc.y, numberY + 40);
  const address = event.property.address;
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  doc
    .font(FONTS.bold)
    .fontSize(12)
    .fillColor(COLORS.ink)
    .text(event.property.name, PAGE_MARGIN, doc.y + 4);
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text([address.streetAddress1, cityLine].filter(Boolean).join(' · ') || t('noAddress'))
    .text(t('propertyNumber', { number: event.property.number }));
  doc.fillColor(COLORS.ink);
}

function summary(doc: Doc, data: ReportData, t: ReportText): void {
  const { event, language } = data;
  sectionTitle(doc, t('incident'));
  labelledRow(doc, t('dateOccurred'), `${dateTimeText(event.dateOccurredUtc, data.timeZone)} (${data.timeZone})`);
  labelledRow(doc, t('type'), event.category ? `${event.type.name} — ${event.category.name}` : event.type.name);
  labelledRow(doc, t('severity'), severityName(language, event.severityLevel));
  labelledRow(doc, t('emergencyServices'), yesNo(t, event.emergencyServicesInvolved));
  labelledRow(doc, t('status'), language === 'en' ? event.statusName : eventStatusName(language, event.status));
  labelledRow(doc, t('location'), event.location ?? '');
  labelledRow(doc, t('reportedBy'), event.reportedByName ?? '');
  sectionTitle(doc, t('managementReport'));
  if (event.summary?.trim()) paragraph(doc, event.summary.trim());
  else paragraph(doc, t('noManagementReport'), { italic: true });
}

async function sop(doc: Doc, data: ReportData, t: ReportText, open: OpenImage): Promise<void> {
  const { event } = data;
  sectionTitle(doc, event.isSopComplete ? t('procedure') : t('procedureIncomplete'));
  if (event.sopQuestions.length === 0) {
    paragraph(doc, t('noStepReached'), { italic: true });
    return;
  }
  for (const [index, question] of event.sopQuestions.entries()) {
    doc.font(FONTS.bold).fontSize(10);
    const textHeight = doc.heightOfString(`${index + 1}. ${question.text}`, { width: contentWidth(doc) });
    const y = ensureSpace(doc, textHeight + 18);
    doc.fillColor(COLORS.ink).text(`${index + 1}. ${question.text}`, PAGE_MARGIN, y, { width: contentWidth(doc) });
    const answer = answerIn(data, question);
    if (answer) paragraph(doc, t('answer', { answer }), { indent: 14 });
    if (question.typeId === STEP_TYPES.checklist) {
      for (const item of question.checklistItems) {
        doc.font(FONTS.regular).fontSize(10);
        const itemHeight = doc.heightOfString(item.text, { width: contentWidth(doc) - 32 });
        const itemY = ensureSpace(doc, itemHeight + 3);
        checkbox(doc, PAGE_MARGIN + 14, itemY + 1, item.checked);
        doc.fillColor(COLORS.ink).text(item.text, PAGE_MARGIN + 30, itemY, { width: contentWidth(doc) - 32 });
        doc.y = itemY + itemHeight + 3;
      }
    }
    if (question.typeId === STEP_TYPES.imageUpload) {
      const images = question.images.flatMap((image) => data.stepImages.get(image.id) ?? []);
      if (images.length === 0) paragraph(doc, t('noStepImage'), { indent: 14, italic: true });
      else {
        doc.moveDown(0.3);
        await imageGrid(doc, images, open, {
          perRow: 4,
          boxHeight: 90,
          maxSide: 360,
          captions: false,
          notShown: t('imageNotShown'),
        });
      }
    }
    doc.x = PAGE_MARGIN;
    doc.moveDown(0.5);
  }
}

function personBlock(doc: Doc, t: ReportText, person: ReportPerson): void {
  doc.font(FONTS.bold).fontSize(10.5);
  const y = ensureSpace(doc, 70);
  doc.fillColor(COLORS.ink).text(person.name, PAGE_MARGIN, y);
  doc.moveDown(0.2);
  labelledRow(doc, t('affiliation'), person.affiliation, 14);
  labelledRow(doc, t('address'), person.address, 14);
  labelledRow(doc, t('phone'), person.phoneNumber ?? '', 14);
  labelledRow(doc, t('natureOfInvolvement'), person.natureOfInvolvement ?? '', 14);
  doc.moveDown(0.4);
}

function people(doc: Doc, data: ReportData, t: ReportText): void {
  for (const [title, list, none] of [
    [t('peopleInvolved'), data.involved, t('noPeopleInvolved')],
    [t('witnesses'), data.witnesses, t('noWitnesses')],
  ] as const) {
    sectionTitle(doc, title);
    if (list.length === 0) paragraph(doc, none, { italic: true });
    for (const person of list) personBlock(doc, t, person);
  }
}

function claims(doc: Doc, data: ReportData, t: ReportText): void {
  sectionTitle(doc, t('insuranceClaims'));
  if (data.claims.length === 0) {
    paragraph(doc, t('noClaims'), { italic: true });
    return;
  }
  for (const claim of data.claims) {
    const y = ensureSpace(doc, 120);
    doc.font(FONTS.bold).fontSize(10.5).fillColor(COLORS.ink).text(claim.title, PAGE_MARGIN, y);
    doc.moveDown(0.2);
    labelledRow(doc, t('claimNumber'), claim.claimNumber ?? '', 14);
    labelledRow(doc, t('claimDate'), calendarDateText(claim.claimDate), 14);
    labelledRow(doc, t('claimType'), claim.claimType, 14);
    labelledRow(doc, t('status'), claim.status, 14);
    labelledRow(doc, t('insuranceCompany'), claim.insuranceCompany ?? '', 14);
    labelledRow(doc, t('policyNumber'), claim.policyNumber ?? '', 14);
    labelledRow(doc, t('adjuster'), claim.adjusterName ?? '', 14);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: t('cost'), width: 0.7 },
        { header: t('amount'), width: 0.3, align: 'right' },
      ],
      claim.costs.map((cost) => [cost.label, formatUsd(cost.amount)]),
    );
  }
}

function damages(doc: Doc, data: ReportData, t: ReportText): void {
  sectionTitle(doc, t('damages'));
  if (data.damages.length === 0) {
    paragraph(doc, t('noDamages'), { italic: true });
    return;
  }
  table(
    doc,
    [
      { header: t('expenseType'), width: 0.14 },
      { header: t('expenseName'), width: 0.28 },
      { header: t('details'), width: 0.38 },
      { header: t('amount'), width: 0.2, align: 'right' },
    ],
    data.damages.map((damage) => [damage.source, damage.name, damage.detail ?? '', formatUsd(damage.amount)]),
    { totalRow: [t('totalExpense'), '', '', formatUsd(data.damageTotal)] },
  );
}

function documents(doc: Doc, data: ReportData, t: ReportText): void {
  sectionTitle(doc, t('documents'));
  if (data.documents.length === 0) {
    paragraph(doc, t('noDocuments'), { italic: true });
    return;
  }
  table(
    doc,
    [
      { header: t('documentName'), width: 0.32 },
      { header: t('documentType'), width: 0.2 },
      { header: t('file'), width: 0.28 },
      { header: t('folder'), width: 0.2 },
    ],
    data.documents.map((document) => [
      document.name,
      document.typeName ?? '',
      document.fileName,
      document.folderName ?? t('rootFolders'),
    ]),
  );
}

/**
 * The incident report as a PDF a claims adjuster can file: the company and property, the
 * incident's facts in the property's time zone, the management report, every step of the
 * procedure with its answer, the chosen people, images, claims and documents, the damages with
 * their total, and on every page the incident number, the time it was generated and 'Page n of N';
 * in the language of the person who asked for it (`data.language`).
 * Answers the PDF as a stream at once (pipe it to the store); `done` settles when it is written.
 */
export function renderIncidentReport(data: ReportData, open: OpenImage): { pdf: Readable; done: Promise<void> } {
  const t = textIn(data.language, incidentReportText);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: t('documentTitle', { number: data.event.number }),
      Author: data.companyName,
      Subject: `${data.event.property.name} — ${data.event.type.name}`,
    },
  });
  const done = (async () => {
    try {
      header(doc, data, t);
      summary(doc, data, t);
      await sop(doc, data, t, open);
      people(doc, data, t);
      sectionTitle(doc, t('images'), 220);
      if (data.images.length === 0) paragraph(doc, t('noImages'), { italic: true });
      else
        await imageGrid(doc, data.images, open, {
          perRow: 2,
          boxHeight: 190,
          maxSide: 640,
          captions: true,
          notShown: t('imageNotShown'),
        });
      claims(doc, data, t);
      damages(doc, data, t);
      documents(doc, data, t);
      const footer = t('footer', {
        number: data.event.number,
        time: dateTimeText(data.generatedAt, data.timeZone),
        timeZone: data.timeZone,
      });
      writeFooters(doc, footer, (page, pages) => t('page', { page, pages }));
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
      throw error;
    }
  })();
  return { pdf: doc, done };
}
