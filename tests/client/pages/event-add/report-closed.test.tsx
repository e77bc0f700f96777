import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/client/api/http.ts';
import { REPORT_ANOTHER_PATH } from '../../../../src/client/pages/event-add/FinalizeTab.tsx';
import { ReportClosed } from '../../../../src/client/pages/event-add/ReportClosed.tsx';
import { closedReportReason } from '../../../../src/client/pages/event-add/wizard-api.ts';
import { FINISHED_STATE, refusedWizardSaveMessage } from '../../../../src/domain/events/event-wizard-saves.ts';
import { createdEvent } from './event-fixture.ts';

const reason = refusedWizardSaveMessage(FINISHED_STATE);

describe('a save the server no longer takes (409, issue 25)', () => {
  it("is the server's reason; any other failure is not", () => {
    expect(closedReportReason(new ApiError(409, reason, { message: reason }))).toBe(reason);
    expect(closedReportReason(new ApiError(400, 'eventProgress.status must be one of 5, 0', null))).toBeNull();
    expect(closedReportReason(new ApiError(500, 'Internal', null))).toBeNull();
    expect(closedReportReason(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('shows why in place of the tab, with the ways on and no Cancel', () => {
    const event = createdEvent();
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ReportClosed event={event} reason={reason} mayOpenEvent />
      </MemoryRouter>,
    );
    expect(html).toContain(`Event ${event.number} can no longer be changed here.`);
    expect(html).toContain('role="alert"');
    expect(html).toContain('another tab or window');
    const links = [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map(([, href]) => href);
    expect(links).toEqual(['/', `/events/${event.id}`, REPORT_ANOTHER_PATH]);
    expect(html).not.toContain('Cancel');
  });
});
