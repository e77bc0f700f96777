import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';

/** A page that cannot show its content: its title (the page's <h1>) over the warning that says why. */
export function PageProblem({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <Flex vertical gap="middle">
      <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
      <Alert type="warning" showIcon message={message} action={action} />
    </Flex>
  );
}
