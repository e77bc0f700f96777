import { describe, expect, it } from 'vitest';
import {
  allClaimsLabel,
  allClaimsRange,
  CLAIM_REPORT_COLUMNS,
  type ClaimReportRow,
  claimCellText,
  claimCsvText,
  claimsExistText,
  lastNinetyDays,
  monthText,
} from '../../../../src/client/pages/reports/report-rows.ts';
import { calendarDateText } from '../../../../src/domain/common/calendar-date.ts';

const row: ClaimReportRow = {
  title: 'Burst pipe in 204',
  eventNumber: 'E-2026-00042',
  dateOccurredLocal: '2026-01-31T23:30:00',
  propertyName: 'Lakeview Apartments',
  type: 'Water Intrusion',
  category: 'Pipe Burst',
  claimTypeString: 'Property Casualty',
  claimDate: '2026-02-03',
  insuranceCompany: 'Acme Mutual',
  adjusterName: 'Ann Adjuster',
  policyNumber: 'POL-1',
  claimNumber: 'CL-9',
  deductible: 1000,
  adjustment: 250.5,
  costEstimate: 12000.25,
  status: 8,
};

const empty: ClaimReportRow = {
  ...row,
  category: null,
  insuranceCompany: null,
  adjusterName: '  ',
  policyNumber: null,
  claimNumber: null,
  deductible: null,
  adjustment: null,
  costEstimate: null,
  status: null,
};

describe('monthText', () => {
  it.each([
    ['2026-03', 'March 2026'],
    ['2025-12', 'December 2025'],
    ['2026-01', 'January 2026'],
    ['2026-13', '2026-13'],
    ['March', 'March'],
  ])('%s -> %s', (month, text) => expect(monthText(month)).toBe(text));
});

describe('report dates (the dates module, calendarDateText)', () => {
  it.each([
    ['2026-02-03', '02/03/2026'],
    ['2026-01-31T23:30:00', '01/31/2026'],
    ['not a date', 'not a date'],
  ])('%s -> %s', (value, text) => expect(calendarDateText(value)).toBe(text));
});

describe('the claims report columns', () => {
  it("are the spec's 16, in order", () => {
    expect(CLAIM_REPORT_COLUMNS.map((column) => column.title)).toEqual([
      'Title',
      'Event Number',
      'Date of Incident',
      'Property',
      'Type',
      'Category',
      'Claim Type',
      'Date of Claim',
      'Insurance Co.',
      'Adjuster Name',
      'Policy Number',
      'Claim Number',
      'Deductible',
      'Adjustment',
      'Cost Estimate',
      'Current Status',
    ]);
  });

  it('write a row in words: dates MM/DD/YYYY (the incident at the property), money in dollars, the status name', () => {
    expect(CLAIM_REPORT_COLUMNS.map((column) => claimCellText(column, row))).toEqual([
      'Burst pipe in 204',
      'E-2026-00042',
      '01/31/2026',
      'Lakeview Apartments',
      'Water Intrusion',
      'Pipe Burst',
      'Property Casualty',
      '02/03/2026',
      'Acme Mutual',
      'Ann Adjuster',
      'POL-1',
      'CL-9',
      '$1,000.00',
      '$250.50',
      '$12,000.25',
      'Closed Paid',
    ]);
  });

  it("show '--' for empty values and 'NOT YET AVAILABLE' for a missing status; the CSV leaves them empty", () => {
    const cells = Object.fromEntries(
      CLAIM_REPORT_COLUMNS.map((column) => [column.title, claimCellText(column, empty)]),
    );
    expect(cells).toMatchObject({
      Category: '--',
      'Insurance Co.': '--',
      'Adjuster Name': '--',
      'Policy Number': '--',
      'Claim Number': '--',
      Deductible: '--',
      'Current Status': 'NOT YET AVAILABLE',
    });
    const csv = Object.fromEntries(CLAIM_REPORT_COLUMNS.map((column) => [column.title, claimCsvText(column, empty)]));
    expect(csv).toMatchObject({ Category: '', Deductible: '', 'Current Status': 'NOT YET AVAILABLE' });
    expect(csv['Date of Claim']).toBe('02/03/2026');
  });

  it('show a zero amount as $0, not as empty', () => {
    const deductible = CLAIM_REPORT_COLUMNS.find((column) => column.key === 'deductible');
    if (!deductible) throw new Error('no deductible column');
    expect(claimCellText(deductible, { ...row, deductible: 0 })).toBe('$0');
  });
});

describe('the date range shortcuts', () => {
  it.each([
    ['2026-11-24', '2026-08-24'],
    ['2026-05-31', '2026-02-28'],
    ['2024-05-31', '2024-02-29'],
    ['2026-02-15', '2025-11-15'],
    ['2026-01-01', '2025-10-01'],
  ])("'Last 90 days' on %s starts three months back, %s", (today, from) => {
    expect(lastNinetyDays(today)).toEqual({ from, to: today });
  });

  it("'All Claims' spans the earliest to the latest claim date", () => {
    const edges = { item1: '2024-06-15', item2: '2026-02-01' };
    expect(allClaimsRange(edges)).toEqual({ from: '2024-06-15', to: '2026-02-01' });
    expect(allClaimsLabel(edges)).toBe('All Claims: 06/15/2024 - 02/01/2026');
    expect(claimsExistText(edges)).toBe('Claims exist from 06/15/2024 to 02/01/2026.');
  });

  it('say so when there are no claims', () => {
    const none = { item1: null, item2: null };
    expect(allClaimsRange(none)).toBeNull();
    expect(allClaimsRange(undefined)).toBeNull();
    expect(allClaimsLabel(none)).toBe('All Claims: no claims yet');
    expect(claimsExistText(none)).toBe('No claims exist yet.');
  });
});
