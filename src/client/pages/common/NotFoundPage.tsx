import { Result } from 'antd';
import { shellText } from '../../i18n/en/shell.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { HomeButton } from './HomeButton.tsx';
import { usePageTitle } from './use-page-title.ts';

/** An address that is not a route of the product. */
export function NotFoundPage() {
  const t = useText(shellText);
  usePageTitle(t('pageNotFound'));
  return (
    <Result
      status="404"
      title={<PageTitle>{t('pageNotFound')}</PageTitle>}
      subTitle={t('noPageHere')}
      extra={<HomeButton primary />}
    />
  );
}
