import { type Browser, expect } from '@playwright/test';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { routineTaskEndpoints } from '../../schemas/routine-task/endpoints.ts';
import { localDateIn } from '../../src/domain/common/calendar-date.ts';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../src/domain/tasks/routine-task-schedule.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { apiAs } from './api-as.ts';
import { openSignedIn } from './sign-in.ts';

/** The demo's inspection procedure (a Yes/No, a checklist, a photo of the tag). */
export const DEMO_INSPECTION = 'Monthly Fire Extinguisher Inspection';

/**
 * The admin schedules the demo procedure weekly on today's weekday (at the property) for the
 * reporter at one location, so it is due today whatever day the test runs (the demo's own
 * 'Extinguisher walk' skips weekends).
 */
export async function scheduleDemoInspection(browser: Browser, task: string, location: string): Promise<void> {
  const reporter = await browser.newContext();
  const reporterPage = await reporter.newPage();
  await openSignedIn(reporterPage, '/profile', DEMO_LOGINS.reporter.email);
  const { properties } = await (await apiAs(reporterPage))<{ properties: { id: string }[] }>(
    propertyEndpoints.visibleToMe,
    { query: { pageSize: '1' } },
  );
  await reporter.close();

  const admin = await browser.newContext();
  const page = await admin.newPage();
  await openSignedIn(page, '/profile', DEMO_LOGINS.admin.email);
  const call = await apiAs(page);
  const procedures = await call<{ data: { id: string; name: string }[] }>(procedureEndpoints.taskList, {
    query: { search: DEMO_INSPECTION },
  });
  const procedureId = procedures.data.find((procedure) => procedure.name === DEMO_INSPECTION)?.id;
  expect(procedureId).toBeTruthy();
  const people = await call<{ people: { id: string }[] }>(personEndpoints.list, {
    query: { search: DEMO_LOGINS.reporter.email },
  });
  const today = localDateIn(new Date(), 'America/New_York');
  const weekday = WEEKDAY_NAMES[new Date(`${today}T12:00:00Z`).getUTCDay()];
  await call(routineTaskEndpoints.save, {
    body: {
      name: task,
      propertyId: properties[0].id,
      procedureId,
      startDateLocal: today,
      schedule: {
        routineTaskScheduleType: 'Weekly',
        includeWeekends: true,
        everyXDays: null,
        dayOfMonth: null,
        timeOfDay: null,
        ...Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, day === weekday])),
        ...Object.fromEntries(MONTH_NAMES.map((month) => [month, false])),
      },
      locations: [{ name: location }],
      assignedPeople: [people.people[0].id],
    },
  });
  await admin.close();
}
