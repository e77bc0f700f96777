import { Card, Form, Skeleton, Typography } from 'antd';
import { profileText } from '../../i18n/en/profile.ts';
import { useText } from '../../i18n/language.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { type ChangePasswordValues, passwordCardTitle } from './change-password.ts';
import { useAccount, useChangePassword } from './use-account.ts';

/** The profile's password card (embedded provider only): change the password, or set the first one. */
export function ChangePasswordCard() {
  const account = useAccount(true);
  const hasPassword = account.data?.hasPassword ?? true;
  const [form] = Form.useForm<ChangePasswordValues>();
  const save = useChangePassword(hasPassword, () => form.resetFields());
  const t = useText(profileText);

  if (account.isError) return null;
  return (
    <Card
      title={<h3 style={{ margin: 0, fontSize: 18 }}>{passwordCardTitle(hasPassword)}</h3>}
      style={{ maxWidth: 720 }}
    >
      {account.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {hasPassword ? '' : t('noPasswordYet')}
            {t('otherDevices')}
          </Typography.Paragraph>
          <ChangePasswordForm
            form={form}
            email={account.data.email}
            hasPassword={hasPassword}
            saving={save.saving}
            serverErrors={save.serverErrors}
            problem={save.problem}
            onSubmit={(values) => void save.submit(values)}
            onEdited={save.edited}
          />
        </>
      )}
    </Card>
  );
}
