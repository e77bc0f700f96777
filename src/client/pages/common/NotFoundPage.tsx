import { Result } from 'antd';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { HomeButton } from './HomeButton.tsx';
import { usePageTitle } from './use-page-title.ts';

/** An address that is not a route of the product. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title={<PageTitle>Page not found</PageTitle>}
      subTitle="There is no page at this address."
      extra={<HomeButton primary />}
    />
  );
}
