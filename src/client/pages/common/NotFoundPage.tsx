import { Result } from 'antd';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { HomeButton } from './HomeButton.tsx';

/** An address that is not a route of the product. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address."
      extra={<HomeButton primary />}
    />
  );
}
