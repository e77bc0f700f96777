import { MailOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { FirstRunFrame } from './FirstRunFrame.tsx';
import type { FirstRunReply } from './first-run-submit.ts';

/** After 'Set up company': the administrator's invitation is on its way, or (no mail server) in the server's log. */
export function InvitationSent({ reply, companyName }: { reply: FirstRunReply; companyName: string }) {
  return (
    <FirstRunFrame icon={<MailOutlined />} title="Check your e-mail">
      <Typography.Paragraph>
        We sent an invitation to <Typography.Text strong>{reply.invitedEmail}</Typography.Text>. Open it to sign in as
        the administrator of <Typography.Text strong>{companyName}</Typography.Text>.
      </Typography.Paragraph>
      {reply.mailDelivered ? null : (
        <Alert
          type="warning"
          showIcon
          message="No mail server is configured (SMTP_URL), so the invitation link was written to the server's log."
        />
      )}
    </FirstRunFrame>
  );
}
