import { describe, expect, it } from 'vitest';
import {
  INCIDENT_REPORT_STATUS,
  incidentReportFileName,
  incidentReportName,
  isFinalReportStatus,
} from '../../../src/domain/events/incident-report.ts';

describe('the incident report', () => {
  it('is named by the incident number and the time it was generated on the property clock, zone named', () => {
    expect(incidentReportName('E-2026-00042', new Date('2026-11-24T12:05:09Z'), 'America/New_York')).toBe(
      'Incident Report E-2026-00042 (11/24/2026 07:05 AM EST)',
    );
    expect(incidentReportName('E-2026-00042', new Date('2026-07-25T02:30:00Z'), 'America/Los_Angeles')).toBe(
      'Incident Report E-2026-00042 (07/24/2026 07:30 PM PDT)',
    );
  });

  it('downloads under a file name with no spaces, slashes or colons', () => {
    expect(incidentReportFileName('E-2026-00042', '2026-11-24T07:05:09')).toBe(
      'Incident_Report_E-2026-00042_2026-11-24_0705.pdf',
    );
    expect(incidentReportFileName('E/../2026', 'not a time')).toBe('Incident_Report_E2026.pdf');
  });

  it('the poll stops at done (3, spec 001 §9) and at failed, and only there', () => {
    expect(INCIDENT_REPORT_STATUS.done).toBe(3);
    expect(Object.values(INCIDENT_REPORT_STATUS).filter(isFinalReportStatus)).toEqual([3, 4]);
  });
});
