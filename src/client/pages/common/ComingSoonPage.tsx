import { ToolOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { shellText } from '../../i18n/en/shell.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { HomeButton } from './HomeButton.tsx';

/** A route of the specification whose screen is not built yet: its title and a clear note, never an error. */
export function ComingSoonPage({ title }: PageProps) {
  const t = useText(shellText);
  return (
    <Card>
      <Flex vertical align="center" gap={8} style={{ padding: '32px 0', textAlign: 'center' }}>
        <ToolOutlined style={{ fontSize: 40, color: '#0f766e' }} aria-hidden />
        <PageTitle style={{ margin: 0 }}>{title}</PageTitle>
        <Typography.Paragraph type="secondary">{t('comingSoon')}</Typography.Paragraph>
        <HomeButton />
      </Flex>
    </Card>
  );
}
