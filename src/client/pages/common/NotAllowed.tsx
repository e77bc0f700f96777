import { Result } from 'antd';
import { HomeButton } from './HomeButton.tsx';

/** A route the user's role (or company) does not open: said plainly, with a way home. */
export function NotAllowed({ title, reason }: { title: string; reason: 'permission' | 'feature' }) {
  return (
    <Result
      status="403"
      title={title}
      subTitle={
        reason === 'feature'
          ? 'This feature is not available for your company.'
          : 'You do not have permission to view this page.'
      }
      extra={<HomeButton primary />}
    />
  );
}
