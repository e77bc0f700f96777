import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { HomeDashboard } from './HomeDashboard.tsx';

/** /dashboard: the home dashboard on its own. */
export function HomeDashboardPage({ title }: PageProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <HomeDashboard />
    </>
  );
}
