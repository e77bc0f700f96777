import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceNamed } from '../../../resources.config.ts';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { personEndpoints } from '../../../schemas/person/endpoints.ts';
import { PERSON_MESSAGES } from '../../../schemas/person/entity.ts';
import { callEndpoint } from '../../../src/client/api/call-endpoint.ts';
import { ApiError } from '../../../src/client/api/http.ts';
import { visibleColumns } from '../../../src/client/crud/list-columns.ts';
import { runRowAction } from '../../../src/client/crud/run-row-action.ts';
import { tableColumns } from '../../../src/client/crud/table-columns.tsx';
import type { ResourceRecord } from '../../../src/client/resources/definition.ts';
import { showToast } from '../../../src/client/session/toasts.ts';
import { cellText, csvColumnsOf } from '../../../src/domain/lists/cell-text.ts';

vi.mock('../../../src/client/api/call-endpoint.ts', () => ({ callEndpoint: vi.fn() }));
vi.mock('../../../src/client/session/toasts.ts', () => ({ showToast: vi.fn() }));

const people = resourceNamed('people');
const signIn = people.list.columns.find((column) => column.title === 'Sign-in');
const resend = people.list.rowActions?.find((action) => action.label === 'Resend invitation');

const person = (patch: Partial<ResourceRecord>): ResourceRecord => ({
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  positionName: 'Manager',
  phoneNumber: null,
  emailAddress: 'ada@example.com',
  isArchived: false,
  lastSignInAt: null,
  ...patch,
});
const invited = person({});
const active = person({ lastSignInAt: '2024-03-07T12:00:00Z' });
const archivedInvited = person({ isArchived: true });

const columns = tableColumns(visibleColumns(people, false), {
  sorters: [],
  editLabel: 'Edit User',
  onEdit: () => {},
  rowActions: people.list.rowActions,
});

/** The markup of a table cell (antd calls `render(value, record, index)`). */
function cell(key: string, record: ResourceRecord): string {
  const column = columns.find((each) => each.key === key);
  if (!column || !('render' in column) || !column.render) throw new Error(`no column ${key}`);
  return renderToStaticMarkup(column.render(undefined, record, 0) as ReactElement);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("the Users list's Sign-in column (issue 22)", () => {
  it('is declared after Email, reading lastSignInAt, not sortable', () => {
    expect(people.list.columns.map((column) => column.title)).toEqual([
      'Name',
      'Position',
      'Phone #',
      'Email',
      'Sign-in',
    ]);
    expect(signIn).toMatchObject({ field: 'lastSignInAt', format: 'signIn' });
    expect(signIn?.sort).toBeUndefined();
  });

  it("never signed in: an 'Invited' tag and no date", () => {
    const html = cell('signIn', invited);
    expect(html).toMatch(/<span class="[^"]*ant-tag[^"]*">Invited<\/span>/);
    expect(html).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it("signed in: an 'Active' tag and the last sign-in as MM/DD/YYYY hh:mm AM on the viewer's clock, zone named", () => {
    const html = cell('signIn', active);
    expect(html).toMatch(/<span class="[^"]*ant-tag[^"]*">Active<\/span>/);
    // A sign-in has no property: the viewer's own zone, whichever the test runs in (issue 23, 5).
    expect(html).toMatch(/<span title="Last sign-in">03\/07\/2024 \d{2}:\d{2} [AP]M [^<\s]+<\/span>/);
  });

  it('the state is in words (the CSV writes them too), not only in colour', () => {
    if (!signIn) throw new Error('the Users list has a Sign-in column');
    expect(cellText(signIn, invited)).toBe('Invited');
    expect(cellText(signIn, active)).toBe('Active (last sign-in 03/07/2024)');
    expect(csvColumnsOf(PERSON_COLUMNS).map((column) => column.title)).toContain('Sign-in');
  });
});

describe("the Users list's 'Resend invitation' (issue 22)", () => {
  it('is offered for invited people who are not archived, and nobody else', () => {
    expect(resend?.visible(invited)).toBe(true);
    expect(resend?.visible(active)).toBe(false);
    expect(resend?.visible(archivedInvited)).toBe(false);
  });

  it("shows beside the edit button of an invited person's row only, named for the person", () => {
    const invitedRow = cell('actions', invited);
    expect(invitedRow).toContain('aria-label="Edit User Ada Lovelace"');
    expect(invitedRow).toContain('aria-label="Resend invitation Ada Lovelace"');
    for (const row of [active, archivedInvited]) {
      const html = cell('actions', row);
      expect(html).toContain('aria-label="Edit User Ada Lovelace"');
      expect(html).not.toContain('Resend invitation');
    }
  });

  it("calls the person's invitation endpoint and toasts 'Invitation sent.'", async () => {
    if (!resend) throw new Error('the Users list has Resend invitation');
    vi.mocked(callEndpoint).mockResolvedValue({ sentTo: 'ada@example.com' });
    expect(await runRowAction(resend, invited)).toBe(true);
    expect(callEndpoint).toHaveBeenCalledWith(personEndpoints.resendInvitation, { params: { id: invited.id } });
    expect(showToast).toHaveBeenCalledWith('success', PERSON_MESSAGES.invitationSent);
  });

  it("a refusal (429, 400) toasts the server's message", async () => {
    if (!resend) throw new Error('the Users list has Resend invitation');
    const message = 'An invitation was sent to this person recently. Try again in 10 minutes.';
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(429, message, { message }));
    expect(await runRowAction(resend, invited)).toBe(false);
    expect(showToast).toHaveBeenCalledWith('error', message);
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(400, 'Already signed in', { message: 'Already signed in' }));
    await runRowAction(resend, invited);
    expect(showToast).toHaveBeenLastCalledWith('error', 'Already signed in');
  });

  it('failures the global handler already toasts (404, 5xx, no answer) are not toasted again', async () => {
    if (!resend) throw new Error('the Users list has Resend invitation');
    for (const error of [
      new ApiError(404, 'Not found', null),
      new ApiError(500, 'Boom', null),
      new TypeError('fetch'),
    ]) {
      vi.mocked(callEndpoint).mockRejectedValueOnce(error);
      expect(await runRowAction(resend, invited)).toBe(false);
    }
    expect(showToast).not.toHaveBeenCalled();
  });
});
