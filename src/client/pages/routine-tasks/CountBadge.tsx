import { DownOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Typography } from 'antd';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';

/**
 * A cell listing several names (spec 002 §2.1: locations or people): one name as text; several
 * as a count badge whose dropdown lists them.
 */
export function CountBadge({ names, noun }: { names: readonly string[]; noun: string }) {
  const t = useText(routineTasksText);
  if (names.length === 0) return <Typography.Text type="secondary">--</Typography.Text>;
  if (names.length === 1) return <span>{names[0]}</span>;
  return (
    <Dropdown trigger={['click']} menu={{ items: names.map((name, index) => ({ key: `${index}`, label: name })) }}>
      <Button size="small" aria-label={t('countOf', { count: names.length, noun })}>
        <Badge count={names.length} color="#0f766e" size="small" /> {noun} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
