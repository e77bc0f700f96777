import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import { callEndpoint } from '../../../../src/client/api/call-endpoint.ts';
import { ApiError } from '../../../../src/client/api/http.ts';
import { AlreadySetUp } from '../../../../src/client/pages/first-run/AlreadySetUp.tsx';
import { FirstRunForm } from '../../../../src/client/pages/first-run/FirstRunForm.tsx';
import { FirstRunPage } from '../../../../src/client/pages/first-run/FirstRunPage.tsx';
import { submitFirstRun } from '../../../../src/client/pages/first-run/first-run-submit.ts';
import { InvitationSent } from '../../../../src/client/pages/first-run/InvitationSent.tsx';

vi.mock('../../../../src/client/api/call-endpoint.ts', () => ({ callEndpoint: vi.fn() }));

const values = {
  companyName: 'Acme Properties',
  companyType: 1 as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
const reply = {
  companyId: '11111111-1111-4111-8111-111111111111',
  invitedEmail: 'ada@example.com',
  mailDelivered: true,
};

/** The page's text without tags, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

describe('first run: submitting', () => {
  it('posts the form to the first-run endpoint, quietly, and answers the invitation', async () => {
    vi.mocked(callEndpoint).mockResolvedValue(reply);
    expect(await submitFirstRun(values)).toEqual({ kind: 'sent', reply, companyName: 'Acme Properties' });
    expect(callEndpoint).toHaveBeenCalledWith(onboardingEndpoints.firstRun, { body: values, quiet: true });
  });

  it('404: someone else set the installation up first', async () => {
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(404, 'Not found', { message: 'Not found' }));
    expect(await submitFirstRun(values)).toEqual({ kind: 'taken' });
  });

  it("400: the server's messages land on the form's fields (the first per field)", async () => {
    vi.mocked(callEndpoint).mockRejectedValue(
      new ApiError(400, 'Invalid input', {
        message: 'Invalid input',
        validationErrors: [
          { field: 'email', message: 'must be an e-mail address' },
          { field: 'email', message: 'second' },
          { field: 'companyName', message: 'must not be blank' },
        ],
      }),
    );
    expect(await submitFirstRun(values)).toEqual({
      kind: 'invalid',
      fields: { email: 'must be an e-mail address', companyName: 'must not be blank' },
      message: null,
    });
  });

  it('400 without a field of the form: the message, for the form', async () => {
    vi.mocked(callEndpoint).mockRejectedValue(
      new ApiError(400, 'body must NOT have additional properties', {
        message: 'body must NOT have additional properties',
        validationErrors: [{ field: 'extra', message: 'is not allowed' }],
      }),
    );
    expect(await submitFirstRun(values)).toEqual({
      kind: 'invalid',
      fields: {},
      message: 'body must NOT have additional properties',
    });
  });

  it('no answer or a server error: a problem the page shows (the call was quiet)', async () => {
    vi.mocked(callEndpoint).mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await submitFirstRun(values)).toEqual({
      kind: 'failed',
      message: 'The company could not be set up: The server could not be reached.',
    });
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(500, 'Internal error', { message: 'Internal error' }));
    expect(await submitFirstRun(values)).toEqual({
      kind: 'failed',
      message: 'The company could not be set up: Internal error',
    });
  });
});

describe('first run: the page', () => {
  it('starts with the form: a heading, every field labelled and required, Property Management chosen', () => {
    const html = renderToStaticMarkup(<FirstRunPage />);
    expect(html).toMatch(/<h1[^>]*>Set up your company<\/h1>/);
    for (const [id, label] of [
      ['companyName', 'Company name'],
      ['companyType', 'Type'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Your e-mail'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}" class="ant-form-item-required"[^>]*>${label}</label>`));
    }
    expect(textOf(html)).toContain('Property Management');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Set up company/);
  });

  it("shows the server's messages on their fields, and a problem for the form", () => {
    const html = renderToStaticMarkup(
      <FirstRunForm
        submitting={false}
        serverErrors={{ email: 'must be an e-mail address', lastName: 'is too long' }}
        problem="Something else went wrong"
        onSubmit={() => {}}
        onEdited={() => {}}
      />,
    );
    // The two fields, and only they, show the error state and point at their help (antd draws
    // the help's text after mounting; serverErrorProps, tested with the form helpers, puts the
    // server's message there).
    expect(html.match(/ant-form-item-has-error/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*id="email"[^>]*aria-describedby="email_help[^>]*ant-input-status-error/);
    expect(html).toMatch(/<input[^>]*id="lastName"[^>]*aria-describedby="lastName_help[^>]*ant-input-status-error/);
    expect(html).not.toMatch(/<input[^>]*id="firstName"[^>]*ant-input-status-error/);
    expect(textOf(html)).toContain('Something else went wrong');
  });

  it('while submitting: the button is busy and the fields are disabled', () => {
    const html = renderToStaticMarkup(
      <FirstRunForm submitting serverErrors={{}} problem={null} onSubmit={() => {}} onEdited={() => {}} />,
    );
    expect(html).toContain('ant-btn-loading');
    expect(html).toMatch(/<input[^>]*id="companyName"[^>]*disabled/);
  });

  it('after submitting: check your e-mail, with the address and the company', () => {
    const text = textOf(renderToStaticMarkup(<InvitationSent reply={reply} companyName="Acme Properties" />));
    expect(text).toContain('Check your e-mail');
    expect(text).toContain(
      'We sent an invitation to ada@example.com . Open it to sign in as the administrator of Acme Properties .',
    );
    expect(text).not.toContain('SMTP_URL');
  });

  it("without a mail server: says the link is in the server's log", () => {
    const text = textOf(
      renderToStaticMarkup(<InvitationSent reply={{ ...reply, mailDelivered: false }} companyName="Acme" />),
    );
    expect(text).toContain(
      "No mail server is configured (SMTP_URL), so the invitation link was written to the server's log.",
    );
  });

  it('already set up: says so and offers Sign in', () => {
    const html = renderToStaticMarkup(<AlreadySetUp />);
    expect(html).toMatch(/<h1[^>]*>Already set up<\/h1>/);
    expect(textOf(html)).toContain('This installation is already set up');
    expect(html).toMatch(/<button[^>]*>.*Sign in.*<\/button>/);
  });
});
