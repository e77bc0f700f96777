import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../../schemas/account.ts';
import { callEndpoint } from '../../../../src/client/api/call-endpoint.ts';
import { ApiError } from '../../../../src/client/api/http.ts';
import { ChangePasswordForm } from '../../../../src/client/pages/profile/ChangePasswordForm.tsx';
import {
  changePassword,
  confirmationProblem,
  PASSWORD_MESSAGES,
  passwordCardTitle,
} from '../../../../src/client/pages/profile/change-password.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../src/domain/company/password-policy.ts';

vi.mock('../../../../src/client/api/call-endpoint.ts', () => ({ callEndpoint: vi.fn() }));

const values = { currentPassword: 'old secret words', newPassword: 'four unrelated words here', confirmPassword: 'x' };

function form(props: Partial<Parameters<typeof ChangePasswordForm>[0]> = {}): string {
  return renderToStaticMarkup(
    <ChangePasswordForm
      email="ada@example.com"
      hasPassword
      saving={false}
      serverErrors={{}}
      problem={null}
      onSubmit={() => {}}
      onEdited={() => {}}
      {...props}
    />,
  );
}

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

describe('change password: the rules the browser checks', () => {
  it("the confirmation must repeat the new password: 'The passwords do not match.'", () => {
    expect(confirmationProblem('four unrelated words', 'four unrelated words')).toBeNull();
    expect(confirmationProblem('four unrelated words', 'four unrelated word')).toBe('The passwords do not match.');
    expect(confirmationProblem('Four unrelated words', 'four unrelated words')).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it("a login without a password sets one ('Set a password'), else changes it", () => {
    expect(passwordCardTitle(false)).toBe('Set a password');
    expect(passwordCardTitle(true)).toBe('Change password');
  });
});

describe('change password: saving', () => {
  it('sends the current password and the new one, never the confirmation', async () => {
    vi.mocked(callEndpoint).mockResolvedValue({ changed: true });
    expect(await changePassword(values, true)).toEqual({ kind: 'changed' });
    expect(callEndpoint).toHaveBeenCalledWith(accountEndpoints.changePassword, {
      body: { currentPassword: 'old secret words', newPassword: 'four unrelated words here' },
    });
  });

  it('a first password is sent alone', async () => {
    vi.mocked(callEndpoint).mockResolvedValue({ changed: true });
    await changePassword({ newPassword: 'four unrelated words here', confirmPassword: 'x' }, false);
    expect(callEndpoint).toHaveBeenCalledWith(accountEndpoints.changePassword, {
      body: { newPassword: 'four unrelated words here' },
    });
  });

  it("400: the server's reasons land on their fields", async () => {
    vi.mocked(callEndpoint).mockRejectedValue(
      new ApiError(400, 'Invalid input', {
        message: 'Invalid input',
        validationErrors: [
          { field: 'currentPassword', message: 'is not your current password' },
          { field: 'newPassword', message: 'is too common' },
        ],
      }),
    );
    expect(await changePassword(values, true)).toEqual({
      kind: 'refused',
      fields: { currentPassword: 'is not your current password', newPassword: 'is too common' },
      message: null,
    });
  });

  it('other failures were toasted by the global handler', async () => {
    vi.mocked(callEndpoint).mockRejectedValue(new ApiError(500, 'Boom', null));
    expect(await changePassword(values, true)).toEqual({ kind: 'failed' });
  });
});

describe('change password: the form', () => {
  it('labels every field, asks for the current password, shows the rule, and says new-password to managers', () => {
    const html = form();
    for (const [id, label] of [
      ['currentPassword', 'Current password'],
      ['newPassword', 'New password'],
      ['confirmPassword', 'Confirm new password'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}" class="ant-form-item-required"[^>]*>${label}</label>`));
    }
    expect(html).toMatch(/<input[^>]*autoComplete="current-password"[^>]*id="currentPassword"/);
    expect(html).toMatch(/<input[^>]*autoComplete="new-password"[^>]*id="newPassword"/);
    expect(html).toMatch(/<input[^>]*autoComplete="new-password"[^>]*id="confirmPassword"/);
    expect(html).toContain(`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good password.`);
    expect(html).toMatch(/<button type="submit"[^>]*>.*Save/);
  });

  it('a login without a password is not asked for one', () => {
    const html = form({ hasPassword: false });
    expect(html).not.toContain('Current password');
    expect(html).toContain('New password');
  });

  it("a server refusal marks its field (and only it) and points at the field's help", () => {
    const html = form({ serverErrors: { currentPassword: 'is not your current password' } });
    expect(html.match(/ant-form-item-has-error/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*id="currentPassword"[^>]*aria-describedby="currentPassword_help/);
    expect(html).not.toMatch(/<input[^>]*id="newPassword"[^>]*ant-input-status-error/);
  });
});
