import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { DAMAGE_MESSAGES } from '../../../../domain/claims/damage-expense-rows.ts';
import { calendarDateText } from '../../../../domain/common/calendar-date.ts';
import { formatUsd } from '../../../../domain/common/currency.ts';
import { dateTimeText } from '../../../../domain/common/date-time-text.ts';
import { severityLabel } from '../../../../domain/events/event-severity.ts';
import { sopAnswerText } from '../../../../domain/events/sop-answer-text.ts';
import { STEP_TYPES } from '../../../../domain/procedures/procedure-model.ts';
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

const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

function header(doc: Doc, data: ReportData): void {
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
    .text('Incident Report', PAGE_MARGIN, doc.y + 4);
  const numberY = PAGE_MARGIN - 14;
  doc
    .font(FONTS.bold)
    .fontSize(12)
    .fillColor(COLORS.accent)
    .text(`Incident # ${event.number}`, PAGE_MARGIN, numberY, { width, align: 'right' });
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
    .text([address.streetAddress1, cityLine].filter(Boolean).join(' · ') || 'No address on record')
    .text(`Property # ${event.property.number}`);
  doc.fillColor(COLORS.ink);
}

function summary(doc: Doc, data: ReportData): void {
  const { event } = data;
  sectionTitle(doc, 'Incident');
  labelledRow(doc, 'Date occurred', `${dateTimeText(event.dateOccurredUtc, data.timeZone)} (${data.timeZone})`);
  labelledRow(doc, 'Type', event.category ? `${event.type.name} — ${event.category.name}` : event.type.name);
  labelledRow(doc, 'Severity', severityLabel(event.severityLevel));
  labelledRow(doc, 'Emergency services involved', yesNo(event.emergencyServicesInvolved));
  labelledRow(doc, 'Status', event.statusName);
  labelledRow(doc, 'Location', event.location ?? '');
  labelledRow(doc, 'Reported by', event.reportedByName ?? '');
  sectionTitle(doc, 'Management Report');
  if (event.summary?.trim()) paragraph(doc, event.summary.trim());
  else paragraph(doc, 'No management report was written.', { italic: true });
}

async function sop(doc: Doc, data: ReportData, open: OpenImage): Promise<void> {
  const { event } = data;
  sectionTitle(doc, `Standard Operating Procedure${event.isSopComplete ? '' : ' (incomplete)'}`);
  if (event.sopQuestions.length === 0) {
    paragraph(doc, 'No step of the procedure was reached.', { italic: true });
    return;
  }
  for (const [index, question] of event.sopQuestions.entries()) {
    doc.font(FONTS.bold).fontSize(10);
    const textHeight = doc.heightOfString(`${index + 1}. ${question.text}`, { width: contentWidth(doc) });
    const y = ensureSpace(doc, textHeight + 18);
    doc.fillColor(COLORS.ink).text(`${index + 1}. ${question.text}`, PAGE_MARGIN, y, { width: contentWidth(doc) });
    const answer = sopAnswerText(question);
    if (answer) paragraph(doc, `Answer: ${answer}`, { indent: 14 });
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
      if (images.length === 0) paragraph(doc, 'No image was uploaded.', { indent: 14, italic: true });
      else {
        doc.moveDown(0.3);
        await imageGrid(doc, images, open, { perRow: 4, boxHeight: 90, maxSide: 360, captions: false });
      }
    }
    doc.x = PAGE_MARGIN;
    doc.moveDown(0.5);
  }
}

function personBlock(doc: Doc, person: ReportPerson): void {
  doc.font(FONTS.bold).fontSize(10.5);
  const y = ensureSpace(doc, 70);
  doc.fillColor(COLORS.ink).text(person.name, PAGE_MARGIN, y);
  doc.moveDown(0.2);
  labelledRow(doc, 'Affiliation', person.affiliation, 14);
  labelledRow(doc, 'Address', person.address, 14);
  labelledRow(doc, 'Phone', person.phoneNumber ?? '', 14);
  labelledRow(doc, 'Nature of involvement', person.natureOfInvolvement ?? '', 14);
  doc.moveDown(0.4);
}

function people(doc: Doc, data: ReportData): void {
  for (const [title, list, none] of [
    ['People Involved', data.involved, 'No person involved was included.'],
    ['Witnesses', data.witnesses, 'No witness was included.'],
  ] as const) {
    sectionTitle(doc, title);
    if (list.length === 0) paragraph(doc, none, { italic: true });
    for (const person of list) personBlock(doc, person);
  }
}

function claims(doc: Doc, data: ReportData): void {
  sectionTitle(doc, 'Insurance Claims');
  if (data.claims.length === 0) {
    paragraph(doc, 'No insurance claim was included.', { italic: true });
    return;
  }
  for (const claim of data.claims) {
    const y = ensureSpace(doc, 120);
    doc.font(FONTS.bold).fontSize(10.5).fillColor(COLORS.ink).text(claim.title, PAGE_MARGIN, y);
    doc.moveDown(0.2);
    labelledRow(doc, 'Claim #', claim.claimNumber ?? '', 14);
    labelledRow(doc, 'Claim date', calendarDateText(claim.claimDate), 14);
    labelledRow(doc, 'Claim type', claim.claimType, 14);
    labelledRow(doc, 'Status', claim.status, 14);
    labelledRow(doc, 'Insurance company', claim.insuranceCompany ?? '', 14);
    labelledRow(doc, 'Policy #', claim.policyNumber ?? '', 14);
    labelledRow(doc, 'Adjuster', claim.adjusterName ?? '', 14);
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: 'Cost', width: 0.7 },
        { header: 'Amount', width: 0.3, align: 'right' },
      ],
      claim.costs.map((cost) => [cost.label, formatUsd(cost.amount)]),
    );
  }
}

function damages(doc: Doc, data: ReportData): void {
  sectionTitle(doc, 'Damage Related Expenses');
  if (data.damages.length === 0) {
    paragraph(doc, DAMAGE_MESSAGES.noneOnTab, { italic: true });
    return;
  }
  table(
    doc,
    [
      { header: 'Type', width: 0.14 },
      { header: 'Name (Vendor/Other)', width: 0.28 },
      { header: 'Details', width: 0.38 },
      { header: 'Amount', width: 0.2, align: 'right' },
    ],
    data.damages.map((damage) => [damage.source, damage.name, damage.detail ?? '', formatUsd(damage.amount)]),
    { totalRow: ['Total Expense', '', '', formatUsd(data.damageTotal)] },
  );
}

function documents(doc: Doc, data: ReportData): void {
  sectionTitle(doc, 'Documents');
  if (data.documents.length === 0) {
    paragraph(doc, 'No document was included.', { italic: true });
    return;
  }
  table(
    doc,
    [
      { header: 'Name', width: 0.32 },
      { header: 'Document Type', width: 0.2 },
      { header: 'File', width: 0.28 },
      { header: 'Folder', width: 0.2 },
    ],
    data.documents.map((document) => [
      document.name,
      document.typeName ?? '',
      document.fileName,
      document.folderName ?? 'Root Folders',
    ]),
  );
}

/**
 * The incident report as a PDF a claims adjuster can file: the company and property, the
 * incident's facts in the property's time zone, the management report, every step of the
 * procedure with its answer, the chosen people, images, claims and documents, the damages with
 * their total, and on every page the incident number, the time it was generated and 'Page n of N'.
 * Answers the PDF as a stream at once (pipe it to the store); `done` settles when it is written.
 */
export function renderIncidentReport(data: ReportData, open: OpenImage): { pdf: Readable; done: Promise<void> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: {
      Title: `Incident Report ${data.event.number}`,
      Author: data.companyName,
      Subject: `${data.event.property.name} — ${data.event.type.name}`,
    },
  });
  const done = (async () => {
    try {
      header(doc, data);
      summary(doc, data);
      await sop(doc, data, open);
      people(doc, data);
      sectionTitle(doc, 'Images', 220);
      if (data.images.length === 0) paragraph(doc, 'No image was included.', { italic: true });
      else await imageGrid(doc, data.images, open, { perRow: 2, boxHeight: 190, maxSide: 640, captions: true });
      claims(doc, data);
      damages(doc, data);
      documents(doc, data);
      writeFooters(
        doc,
        `Incident ${data.event.number} · Generated ${dateTimeText(data.generatedAt, data.timeZone)} (${data.timeZone})`,
      );
      doc.end();
    } catch (error) {
      doc.destroy(error as Error);
      throw error;
    }
  })();
  return { pdf: doc, done };
}
