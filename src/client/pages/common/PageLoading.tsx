import { Flex, Spin } from 'antd';
import { shellText } from '../../i18n/en/shell.ts';
import { useText } from '../../i18n/language.ts';
import * as Typography from '../../vendor/light-typography.tsx';

/** 'Loading...' (or the page's own words) with a spinner; `fullPage` centres it in the window (before the shell exists). */
export function PageLoading({ fullPage = false, text }: { fullPage?: boolean; text?: string }) {
  const t = useText(shellText);
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: fullPage ? '100vh' : 240 }}>
      <Spin size="large" />
      <Typography.Text type="secondary" role="status">
        {text ?? t('loading')}
      </Typography.Text>
    </Flex>
  );
}
