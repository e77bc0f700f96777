import { Flex, Spin } from 'antd';
import * as Typography from '../../vendor/light-typography.tsx';

/** 'Loading...' (or the page's own words) with a spinner; `fullPage` centres it in the window (before the shell exists). */
export function PageLoading({ fullPage = false, text = 'Loading...' }: { fullPage?: boolean; text?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: fullPage ? '100vh' : 240 }}>
      <Spin size="large" />
      <Typography.Text type="secondary" role="status">
        {text}
      </Typography.Text>
    </Flex>
  );
}
