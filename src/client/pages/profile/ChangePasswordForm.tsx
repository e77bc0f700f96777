import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { profileText } from '../../i18n/en/profile.ts';
import { useText } from '../../i18n/language.ts';
import { serverErrorProps } from '../common/field-errors.ts';
import { type ChangePasswordValues, confirmationProblem, passwordHint, passwordLengthText } from './change-password.ts';

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
  const t = useText(profileText);

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
          label={t('currentPassword')}
          rules={[{ required: true, message: t('enterCurrentPassword') }]}
          {...serverError('currentPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        extra={passwordHint()}
        rules={[
          { required: true, message: t('enterNewPassword') },
          {
            validator: async (_, value: string | undefined) => {
              const lengthProblem = value ? passwordLengthText(value) : null;
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
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('enterPasswordAgain') },
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
        {t('save')}
      </Button>
    </Form>
  );
}
