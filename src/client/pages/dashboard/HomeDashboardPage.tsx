import { Typography } from 'antd';
import type { PageProps } from '../page-props.ts';
import { HomeDashboard } from './HomeDashboard.tsx';

/** /dashboard: the home dashboard on its own. */
export function HomeDashboardPage({ title }: PageProps) {
  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <HomeDashboard />
    </>
  );
}
