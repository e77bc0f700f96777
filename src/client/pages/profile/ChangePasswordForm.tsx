import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { PASSWORD_HINT, passwordLengthProblem } from '../../../domain/company/password-policy.ts';
import { serverErrorProps } from '../common/field-errors.ts';
import { type ChangePasswordValues, confirmationProblem } from './change-password.ts';

interface ChangePasswordFormProps {
  form?: FormInstance<ChangePasswordValues>;
  /** The login's e-mail, for password managers. */
  email: string;
  /** The login has a password: the current one is asked for. */
  hasPassword: boolean;
  saving: boolean;
  /** The server's message per field (a 400), shown on the field until it changes. */
  serverErrors: Record<string, string>;
  /** A refusal that names none of the fields. */
  problem: string | null;
  onSubmit: (values: ChangePasswordValues) => void;
  onEdited: (changed: Partial<ChangePasswordValues>) => void;
}

/** Current password (once there is one), the new one with the rule, its confirmation, Save. */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { form, email, hasPassword, saving, serverErrors, problem, onSubmit, onEdited } = props;
  const serverError = (name: keyof ChangePasswordValues) => serverErrorProps(serverErrors, name);

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={onSubmit}
      onValuesChange={onEdited}
      disabled={saving}
      style={{ maxWidth: 420 }}
    >
      {/* The account's name beside the passwords, so a password manager files them under it. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword ? (
        <Form.Item
          name="currentPassword"
          label="Current password"
          rules={[{ required: true, message: 'Enter your current password.' }]}
          {...serverError('currentPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="newPassword"
        label="New password"
        extra={PASSWORD_HINT}
        rules={[
          { required: true, message: 'Enter a new password.' },
          {
            validator: async (_, value: string | undefined) => {
              const lengthProblem = value ? passwordLengthProblem(value) : null;
              if (lengthProblem) throw new Error(lengthProblem);
            },
          },
        ]}
        {...serverError('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Enter the new password again.' },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              const mismatch = value ? confirmationProblem(getFieldValue('newPassword'), value) : null;
              if (mismatch) throw new Error(mismatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}
