import { type ReceivedMail, startSmtpSink } from '../helpers/smtp-sink.ts';
import { openedDialog } from './dialog.ts';
import { startEmptyServer } from './onboarding-server.ts';
import { pickOption } from './select.ts';
import { expect, type Page, test } from './test.ts';

/**
 * From an empty installation to a working company, as a new customer meets it: the first-run
 * form, the administrator's invitation read from a real SMTP server, a role and a user added, and
 * the user's invitation accepted on a phone-sized window.
 */
test.describe.configure({ mode: 'serial' });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Awaited<ReturnType<typeof startEmptyServer>>;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startEmptyServer(sink.url);
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The message as its reader sees it: quoted-printable soft breaks joined, '=3D' back to '='. */
const readable = (mail: ReceivedMail) => mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The invitation link of the e-mail to `to`, once it has arrived (what the person waits for). */
async function invitationLinkFor(to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mail = sink.received.find((received) => received.to.includes(to));
    expect(mail, `an e-mail to ${to}`).toBeDefined();
    link = /https?:\/\/\S+\?invitation=[\w-]+/.exec(readable(mail as ReceivedMail))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return link;
}

async function toast(page: Page, text: string) {
  await expect(page.locator('.ant-message-notice').getByText(text)).toBeVisible();
}

test('an empty installation is set up, its administrator invites a user, who signs in on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // 1. The first run: no sign-in redirect, the set-up form.
  await page.goto(server.baseUrl);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await page.getByLabel('Company name').fill('Acme Residential');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Your e-mail').fill('pat@acme.example');
  await page.getByRole('button', { name: /Set up/ }).click();
  await expect(page.getByText('pat@acme.example')).toBeVisible();
  await expect(page.getByText(/Check your e-mail/)).toBeVisible();

  // 2. The administrator's invitation, from the SMTP server: welcome page, a password, the app.
  await page.goto(await invitationLinkFor('pat@acme.example'));
  await expect(page.getByRole('heading', { name: /Acme Residential/ })).toBeVisible();
  await page.getByLabel('Password (optional)').fill('copper lantern meadow 7');
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  await expect(page.getByText('Getting started')).toBeVisible();

  // 3. A role that may only report events.
  await page.goto(`${server.baseUrl}/positionTypes`);
  await page.getByRole('button', { name: /Add/ }).first().click();
  const dialog = await openedDialog(page);
  await dialog.getByLabel('Name').fill('Technician');
  await dialog.getByLabel('Report Events').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Position Saved.');

  // 4. A user in that role: saved, shown as Invited.
  await page.goto(`${server.baseUrl}/setup/people`);
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email Address').fill('jordan@acme.example');
  await pickOption(page, page.getByLabel('Role', { exact: true }), 'Technician');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Person Saved.');
  const row = page.getByRole('row', { name: /Jordan Rivera/ });
  await expect(row).toContainText('Invited');
  await expect(page.getByRole('row', { name: /Pat Lee/ })).toContainText('Active');

  // 5. The user's invitation, accepted on a phone without choosing a password.
  const link = await invitationLinkFor('jordan@acme.example');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const mobile = await phone.newPage();
    await mobile.goto(link);
    await expect(mobile.getByRole('heading', { name: /Acme Residential/ })).toBeVisible();
    await mobile.getByRole('button', { name: 'Continue without a password' }).click();
    await expect(mobile.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
    // Exactly what the role allows: reporting, not managing events, no setup, no getting started.
    await expect(mobile.getByText('Report New Event')).toBeVisible();
    await expect(mobile.getByText('Manage Events')).toHaveCount(0);
    await expect(mobile.getByText('Getting started')).toHaveCount(0);
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await mobile.goto(`${server.baseUrl}/setup/people`);
    await expect(mobile.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  } finally {
    await phone.close();
  }

  // 6. The administrator now sees the user as Active.
  await page.reload();
  await expect(page.getByRole('row', { name: /Jordan Rivera/ })).toContainText('Active');
});
