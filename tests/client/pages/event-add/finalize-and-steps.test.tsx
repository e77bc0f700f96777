import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FinalizeTab, REPORT_ANOTHER_PATH } from '../../../../src/client/pages/event-add/FinalizeTab.tsx';
import { WizardSteps } from '../../../../src/client/pages/event-add/WizardSteps.tsx';
import { WIZARD_TABS } from '../../../../src/domain/events/event-wizard-tabs.ts';
import { createdEvent } from './event-fixture.ts';

const inRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** The links (antd draws a LinkButton as <a href>) and their words. */
function links(html: string): [string, string][] {
  return [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => [
    href,
    inner.replace(/<[^>]+>/g, ''),
  ]);
}

describe('Finalize, once the event is reported (issue 23 #14)', () => {
  const event = createdEvent({ isSopComplete: true, status: 0 });

  it('offers Done, the event and another report: no Cancel', () => {
    const html = inRouter(<FinalizeTab event={event} mayOpenEvent />);
    expect(html).toContain(`Event ${event.number} is reported.`);
    expect(links(html)).toEqual([
      ['/', 'Done'],
      [`/events/${event.id}`, 'Open Event'],
      [REPORT_ANOTHER_PATH, 'Report Another Event'],
    ]);
    expect(html).not.toContain('Cancel');
  });

  it('leaves the event out for a reporter who may not manage events', () => {
    const html = inRouter(<FinalizeTab event={event} mayOpenEvent={false} />);
    expect(links(html).map(([, text]) => text)).toEqual(['Done', 'Report Another Event']);
  });
});

describe("the wizard's stepper (issue 23 #13)", () => {
  it("keeps every tab's title in the page (its name on a phone too) and says where the wizard stands", () => {
    const html = inRouter(<WizardSteps current="procedure" onChange={() => {}} busy={false} />);
    for (const tab of WIZARD_TABS) expect(html).toContain(`>${tab.label}<`);
    expect(html).toContain('Procedure (4 of 6)');
    // The earlier tabs are buttons named by their titles.
    expect(html.match(/role="button"/g)).toHaveLength(3);
  });
});
