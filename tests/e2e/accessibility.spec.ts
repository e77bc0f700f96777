import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { routineTaskEndpoints } from '../../schemas/routine-task/endpoints.ts';
import { sessionEndpoints } from '../../schemas/session.ts';
import { EVENT_MANAGE_TABS, eventManagePath } from '../../src/client/pages/event-manage/event-manage-tabs.ts';
import { performPath } from '../../src/client/pages/my-tasks/my-tasks-view.ts';
import { ROUTINE_TASK_PATHS } from '../../src/client/pages/routine-tasks/routine-task-paths.ts';
import { type AppRouteDef, type PageKind, routeOfPath } from '../../src/client/rules/app-routes.ts';
import { type Access, mayOpen, meets } from '../../src/client/rules/navigation.ts';
import { APP_ROUTES } from '../../src/client/shell/app-routes.ts';
import { localDateIn } from '../../src/domain/common/calendar-date.ts';
import { companyFeatures } from '../../src/domain/company/company.ts';
import { addDays, sundayWeekStart } from '../../src/domain/tasks/routine-task-status.ts';
import { instancesQuery } from '../../src/domain/tasks/routine-task-week.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, type DemoPersona } from '../../src/server/seed/demo-logins.ts';
import { apiAs } from './api-as.ts';
import { axeViolations } from './axe.ts';
import { openedDialog } from './dialog.ts';
import { openSignedIn, signIn } from './sign-in.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 23 item 15 (WCAG 2.2 AA): every route of the app's own route table that a demo persona
 * may open, with its path parameters filled from the demo's data (read through the API, or
 * followed from the links on the pages already seen), and the dialogs and states the issue names,
 * pass axe with no serious or critical violation; every page has exactly one <h1> and one <main>.
 * One test per persona collects everything and fails once, listing it all. The Add Event and
 * Perform Task wizards are scanned step by step on a phone in keyboard-wizards.spec.ts.
 */

type Call = Awaited<ReturnType<typeof apiAs>>;
type Scene = (sweep: Sweep) => Promise<void>;

/** The demo event with a claim (seed/demo-claims.ts), so the Claim tab shows one. */
const EVENT_WITH_CLAIM = 'Laundry room';

/** Anything still loading: a spinner (the page, a table, a lazy chunk) or a skeleton. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active';

/** The page has drawn its content: a heading or a result in the main area, and nothing loading. */
async function settled(page: Page) {
  await expect(page.locator('main').locator('h1, h2, h3, h4, .ant-result').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
}

/** A route's address without its optional parameters ('/notificationAdd/:id?' -> '/notificationAdd'). */
function barePath(route: AppRouteDef): string {
  return route.path.replace(/\/:[^/]+\?/g, '') || '/';
}

/** The last resort for a required parameter no page linked to: a page form's 'new'. */
function fallbackPath(route: AppRouteDef): string | null {
  return route.page === 'resourceForm' ? route.path.replace(/:id$/, 'new') : null;
}

class Sweep {
  readonly problems: string[] = [];
  /** Route paths scanned, with 'bare' or 'filled' (an address with parameters or a query). */
  private readonly reached = new Set<string>();
  private readonly scanned = new Set<string>();
  /** The addresses opened and scanned so far. */
  get addresses(): readonly string[] {
    return [...this.scanned];
  }
  /** Addresses to open; a followed link is dropped when its route was reached meanwhile. */
  private readonly queue: { address: string; followed: boolean }[] = [];
  /** The route keys a followed link is queued for: one link per route (not every row's). */
  private readonly followed = new Set<string>();

  constructor(
    readonly page: Page,
    private readonly routes: readonly AppRouteDef[],
    /** What to open on a page once it was scanned (its dialogs, its other states), by the route's page. */
    private readonly scenes: Partial<Record<PageKind, Scene>>,
  ) {}

  /** Scans the page as it stands with axe, and checks its one <h1> and its one <main>. */
  async scan(scene: string) {
    this.problems.push(...(await axeViolations(this.page, scene)));
    const headings = await this.page.locator('h1').count();
    if (headings !== 1) this.problems.push(`${scene} · page-has-heading-one · ${headings} <h1> elements`);
    const nested = await this.page.locator('main main, [role=main] main, main [role=main]').count();
    if (nested > 0) this.problems.push(`${scene} · landmark-main-is-top-level · a <main> inside the <main>`);
  }

  /** Opens an address, scans it, runs its route's scene once, and queues the links it shows. */
  async open(address: string, followed = false) {
    const route = routeOfPath(this.routes, address);
    if (!route || this.scanned.has(address)) return;
    const key = this.keyOf(route, address);
    const first = !this.reached.has(key);
    if (followed && !first) return;
    this.scanned.add(address);
    this.reached.add(key);
    await this.go(route, address);
    // A page that never draws is reported, and the sweep goes on.
    const drawn = await settled(this.page).then(
      () => true,
      () => false,
    );
    if (!drawn) this.problems.push(`${address} · did not finish loading (no heading, or still loading)`);
    await this.scan(address);
    await this.harvest();
    const scene = this.scenes[route.page];
    if (first && scene) await scene(this);
  }

  /** Queues the app's own links on the page whose route (bare or filled) was not scanned yet. */
  async harvest() {
    const hrefs = await this.page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const route = routeOfPath(this.routes, href);
      const key = route && this.keyOf(route, href);
      if (!key || this.reached.has(key) || this.followed.has(key)) continue;
      this.followed.add(key);
      this.queue.push({ address: href, followed: true });
    }
  }

  async drain() {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) await this.open(next.address, next.followed);
  }

  /** Every route at least once: the bare ones first, then what the pages linked to, then the fallbacks. */
  async run(extra: readonly string[]) {
    const bare = this.routes.map(barePath).filter((address) => !address.includes(':'));
    this.queue.push(...[...bare, ...extra].map((address) => ({ address, followed: false })));
    await this.drain();
    for (const route of this.routes) {
      if ([...this.reached].some((key) => key.startsWith(`${route.path}|`))) continue;
      const address = fallbackPath(route);
      if (address) await this.open(address);
      // '/procedures/:cv' is served by '/procedures/1' and '/procedures/2', both in the table.
      else if (!this.routes.some((other) => other !== route && routeOfPath([route], other.path)))
        this.problems.push(`${route.path} · not reached: no page linked to it`);
    }
    await this.drain();
  }

  /**
   * Opens an address inside the running app, as its own links do (a full load costs a start-up and
   * a token check each time), and waits for the page it left to be gone. An address of the same
   * page (another tab of the event, another setup list) is loaded afresh: React would keep that
   * page mounted, and it may not read its address again.
   */
  private async go(route: AppRouteDef, address: string) {
    const current = routeOfPath(this.routes, new URL(this.page.url()).pathname);
    if (current === undefined || current.page === route.page) {
      await this.page.goto(address);
      return;
    }
    await this.page.evaluate((to) => {
      for (const shown of document.querySelectorAll('main > * > *')) shown.setAttribute('data-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    await expect(this.page.locator('[data-left]')).toHaveCount(0);
  }

  private keyOf(route: AppRouteDef, address: string): string {
    // '/Events' (the home card's link) is the bare '/events'.
    return `${route.path}|${address.toLowerCase() === barePath(route).toLowerCase() ? 'bare' : 'filled'}`;
  }
}

/** The Delete Event confirmation and the Incident Report modal, where the persona has them. */
async function eventDialogs(sweep: Sweep) {
  const { page } = sweep;
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  if (await remove.isVisible()) {
    await remove.click();
    const dialog = await openedDialog(page, 'Delete Event');
    await sweep.scan('Delete Event confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  const report = page.getByRole('button', { name: 'Incident Report', exact: true });
  if ((await report.isVisible()) && (await report.isEnabled())) {
    await report.click();
    const dialog = await openedDialog(page, 'Incident Report');
    await expect(dialog.locator(LOADING)).toHaveCount(0);
    await sweep.scan('Incident Report modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** My Tasks with its 'Due this week' table open. */
async function dueThisWeek(sweep: Sweep) {
  const { page } = sweep;
  const banner = page.getByRole('button', { name: /^\(\d+\) Due this week$/ });
  if (!(await banner.isVisible())) return;
  await banner.click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await sweep.scan('My Tasks · Due this week');
  await sweep.harvest();
}

/**
 * Addresses the pages do not link to, from the demo's data: an event's every tab (the one with a
 * claim where there is one), the Perform Task wizard on the persona's first task, and the Tasks
 * screen's week and Task Details at the first property with tasks.
 */
async function dataAddresses(call: Call, may: (path: string) => boolean): Promise<string[]> {
  const addresses: string[] = [];
  if (may('/events')) {
    const read = (search?: string) =>
      call<{ events: { id: string }[] }>(eventEndpoints.list, {
        query: { statusType: '-1', pageSize: '1', ...(search ? { search } : {}) },
      });
    const event = (await read(EVENT_WITH_CLAIM)).events[0] ?? (await read()).events[0];
    if (event) {
      // Every tab at the event's own address; the other addresses of the same page once.
      addresses.push(...EVENT_MANAGE_TABS.map((tab) => eventManagePath(event.id, tab.key)));
      for (const route of APP_ROUTES.filter((route) => route.page === 'eventManage'))
        addresses.push(barePath(route).replace(':id', event.id));
    }
  }
  if (may('/myroutinetasks')) {
    const { instances } = await call<{ instances: { resultId: string; instanceId: string }[] }>(
      routineTaskEndpoints.mine,
    );
    if (instances[0]) addresses.push(performPath(instances[0]));
  }
  if (may('/manageroutinetask')) {
    const { properties } = await call<{ properties: { id: string; timeZone?: string | null }[] }>(
      propertyEndpoints.visibleToMe,
      { query: { pageSize: '50' } },
    );
    for (const property of properties) {
      const today = localDateIn(new Date(), property.timeZone || 'America/New_York');
      const { instances } = await call<{ instances: { id: string }[] }>(routineTaskEndpoints.instances, {
        params: { id: property.id },
        query: instancesQuery({ from: today, to: addDays(today, 35) }),
      });
      if (!instances[0]) continue;
      const week = sundayWeekStart(today);
      addresses.push(
        ROUTINE_TASK_PATHS.tasks(property.id, null),
        ROUTINE_TASK_PATHS.tasks(property.id, week),
        ROUTINE_TASK_PATHS.details(instances[0].id, property.id, week),
      );
      break;
    }
  }
  return addresses;
}

/**
 * Who signs in, which company a login with two chooses, and what is swept: every route the
 * persona may open, or (`homeOnly`) the home page and its header, where a company's switched-off
 * feature shows. The administrator sweeps every screen; the reporter and the viewer their narrow
 * sets; 'both' the company chooser and then Summit (routine tasks off), whose other screens are the
 * administrator's with another company's rows. Not swept, for the minute or more a full sweep
 * costs: Summit's own administrator (what 'both' sees) and Harbor's manager (the administrator's
 * screens with fewer buttons).
 */
const PERSONAS: readonly { persona: DemoPersona; company?: string; homeOnly?: boolean }[] = [
  { persona: 'admin' },
  { persona: 'reporter' },
  { persona: 'viewer' },
  { persona: 'both', company: DEMO_COMPANIES.summit.name, homeOnly: true },
];

// The personas' sweeps read and never write, so they may run in different shards at once.
test.describe.configure({ mode: 'parallel' });

for (const { persona, company, homeOnly } of PERSONAS) {
  const what = homeOnly ? `the company chooser and ${company}'s home` : 'every route they may open';
  test(`${persona}: ${what} passes axe (WCAG 2.2 AA)`, async ({ page }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    await openSignedIn(page, '/', DEMO_LOGINS[persona].email);
    if (company) {
      const chooser = await openedDialog(page, 'Select your company to begin');
      problems.push(...(await axeViolations(page, 'Select your company to begin')));
      await chooser.getByRole('combobox').click();
      await page.getByTitle(company).click();
      await chooser.getByRole('button', { name: 'Apply' }).click();
      await expect(chooser).toBeHidden();
    }
    const call = await apiAs(page);
    const granted = await call<{ permissions: string[]; features: Record<string, boolean> }>(
      sessionEndpoints.permissions,
    );
    const access: Access = { permissions: granted.permissions, features: companyFeatures(granted.features) };
    const routes = APP_ROUTES.filter(
      (route) => meets(access, route.need, route.feature) && (!homeOnly || route.path === '/'),
    );
    const sweep = new Sweep(page, routes, { eventManage: eventDialogs, myTasks: dueThisWeek });
    await sweep.run(homeOnly ? [] : await dataAddresses(call, (path) => mayOpen(access, APP_ROUTES, path)));
    problems.push(...sweep.problems);
    // A sweep that scanned nothing would pass without checking anything.
    expect(sweep.addresses).toContain('/');
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('signed out and nobody: the sign-in page and the Unrecognized User Name modal pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Password')).toBeVisible();
  const problems = await axeViolations(page, 'Sign in');
  await signIn(page, DEMO_LOGINS.nobody.email);
  await openedDialog(page, 'Unrecognized User Name');
  problems.push(...(await axeViolations(page, 'Unrecognized User Name')));
  expect(problems, problems.join('\n')).toEqual([]);
});

test('asked for less motion (as the whole suite asks), menus and dialogs open without animating', async ({ page }) => {
  const finiteAnimations = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .length,
    );
  await openSignedIn(page, '/resources', DEMO_LOGINS.admin.email);
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add Folder' })).toBeVisible();
  expect(await finiteAnimations()).toBe(0);
  await page.getByRole('menuitem', { name: 'Add Folder' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Folder' })).toBeVisible();
  expect(await finiteAnimations()).toBe(0);
});
