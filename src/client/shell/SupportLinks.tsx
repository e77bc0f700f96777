import { FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useSession } from '../session/session-context.ts';
import * as Typography from '../vendor/light-typography.tsx';

/**
 * The terms-and-conditions link and the support e-mail link (spec 000 §1), in the footer and the
 * navigation bar. In the header they are icons (the menu needs the room) with the same names.
 */
export function SupportLinks({ variant }: { variant: 'header' | 'footer' }) {
  const { config } = useSession();
  const termsUrl = config?.termsUrl || '/terms.html';
  const email = config?.supportEmail;
  const icons = variant === 'header';
  return (
    <Space size={icons ? 'middle' : 'large'} wrap className={`support-links support-links-${variant}`}>
      <Tooltip title={icons ? 'Terms and Conditions' : undefined}>
        <Typography.Link href={termsUrl} target="_blank" rel="noopener" aria-label="Terms and Conditions">
          {icons ? <FileTextOutlined /> : 'Terms and Conditions'}
        </Typography.Link>
      </Tooltip>
      {email ? (
        <Tooltip title={icons ? `Support: ${email}` : undefined}>
          <Typography.Link href={`mailto:${email}`} aria-label={`Support: ${email}`}>
            {icons ? <MailOutlined /> : `Support: ${email}`}
          </Typography.Link>
        </Tooltip>
      ) : null}
    </Space>
  );
}
