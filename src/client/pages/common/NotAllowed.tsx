import { Result } from 'antd';
import { shellText } from '../../i18n/en/shell.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { HomeButton } from './HomeButton.tsx';

interface NotAllowedProps {
  title: string;
  reason: 'permission' | 'feature';
  /** The page's own wording, where the spec gives one ('You are not authorized to view this page'). */
  message?: string;
}

/** A route the user's role (or company) does not open: said plainly, with a way home. */
export function NotAllowed({ title, reason, message }: NotAllowedProps) {
  const t = useText(shellText);
  const standard = reason === 'feature' ? t('featureUnavailable') : t('noPermissionToView');
  return (
    <Result
      status="403"
      title={<PageTitle>{title}</PageTitle>}
      subTitle={message ?? standard}
      extra={<HomeButton primary />}
    />
  );
}
