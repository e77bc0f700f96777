import { MailOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { firstRunText } from '../../i18n/en/first-run.ts';
import { slot, withElements } from '../../i18n/inline-elements.tsx';
import { useText } from '../../i18n/language.ts';
import { FirstRunFrame } from './FirstRunFrame.tsx';
import type { FirstRunReply } from './first-run-submit.ts';

/** After 'Set up company': the administrator's invitation is on its way, or (no mail server) in the server's log. */
export function InvitationSent({ reply, companyName }: { reply: FirstRunReply; companyName: string }) {
  const t = useText(firstRunText);
  return (
    <FirstRunFrame icon={<MailOutlined />} title={t('checkEmailTitle')}>
      <Typography.Paragraph>
        {withElements(t('invitationSent', { email: slot('email'), company: slot('company') }), {
          email: <Typography.Text strong>{reply.invitedEmail}</Typography.Text>,
          company: <Typography.Text strong>{companyName}</Typography.Text>,
        })}
      </Typography.Paragraph>
      {reply.mailDelivered ? null : <Alert type="warning" showIcon message={t('noMailServer')} />}
    </FirstRunFrame>
  );
}
