import { FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useSession } from '../session/session-context.ts';
import * as Typography from '../vendor/light-typography.tsx';

/** Puts a hover title on an icon link (HeaderSupportLinks passes antd's Tooltip). */
export type IconTip = (title: string, link: ReactElement) => ReactNode;

/**
 * The terms-and-conditions link and the support e-mail link (spec 000 §1), in the footer and the
 * navigation bar. In the header they are icons (the menu needs the room) with the same names,
 * and `tip` gives them their tooltips (HeaderSupportLinks).
 */
export function SupportLinks({ variant, tip }: { variant: 'header' | 'footer'; tip?: IconTip }) {
  const { config } = useSession();
  const termsUrl = config?.termsUrl || '/terms.html';
  const email = config?.supportEmail;
  const icons = variant === 'header';
  const withTip = (title: string, link: ReactElement) => (icons && tip ? tip(title, link) : link);
  return (
    <Space size={icons ? 'middle' : 'large'} wrap className={`support-links support-links-${variant}`}>
      {withTip(
        'Terms and Conditions',
        <Typography.Link href={termsUrl} target="_blank" rel="noopener" aria-label="Terms and Conditions">
          {icons ? <FileTextOutlined /> : 'Terms and Conditions'}
        </Typography.Link>,
      )}
      {email
        ? withTip(
            `Support: ${email}`,
            <Typography.Link href={`mailto:${email}`} aria-label={`Support: ${email}`}>
              {icons ? <MailOutlined /> : `Support: ${email}`}
            </Typography.Link>,
          )
        : null}
    </Space>
  );
}
