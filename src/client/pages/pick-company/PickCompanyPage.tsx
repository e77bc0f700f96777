import { Card } from 'antd';
import { CompanyPicker } from '../../session/CompanyPicker.tsx';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';

/** /pickCompanyOfInterest: the company chooser as a page. */
export function PickCompanyPage({ title }: PageProps) {
  return (
    <Card
      title={<PageTitle style={{ margin: 0, fontSize: 20 }}>{title}</PageTitle>}
      style={{ maxWidth: 480, margin: '0 auto' }}
    >
      <CompanyPicker />
    </Card>
  );
}
