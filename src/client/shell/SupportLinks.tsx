import { FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { shellText } from '../i18n/en/shell.ts';
import { useText } from '../i18n/language.ts';
import { useSession } from '../session/session-context.ts';
import * as Typography from '../vendor/light-typography.tsx';

/**
 * The terms-and-conditions link and the support e-mail link (spec 000 §1), in the footer and the
 * navigation bar. In the header they are icons (the menu needs the room) with the same names, shown
 * on hover as the browser's own tooltip.
 */
export function SupportLinks({ variant }: { variant: 'header' | 'footer' }) {
  const { config } = useSession();
  const t = useText(shellText);
  const termsUrl = config?.termsUrl || '/terms.html';
  const email = config?.supportEmail;
  const icons = variant === 'header';
  const terms = t('termsAndConditions');
  const support = t('support', { email: email ?? '' });
  return (
    <Space size={icons ? 'middle' : 'large'} wrap className={`support-links support-links-${variant}`}>
      <Typography.Link
        href={termsUrl}
        target="_blank"
        rel="noopener"
        aria-label={terms}
        title={icons ? terms : undefined}
      >
        {icons ? <FileTextOutlined /> : terms}
      </Typography.Link>
      {email ? (
        <Typography.Link href={`mailto:${email}`} aria-label={support} title={icons ? support : undefined}>
          {icons ? <MailOutlined /> : support}
        </Typography.Link>
      ) : null}
    </Space>
  );
}
