import { Table } from 'antd';
import { viewerDateTimeText } from '../../../domain/common/date-time-text.ts';
import { authInfoText } from '../../i18n/en/auth-info.ts';
import { useText } from '../../i18n/language.ts';
import type { JwtClaims } from '../../rules/token-expiry.ts';

const TIME_CLAIMS = new Set(['exp', 'iat', 'nbf', 'auth_time']);

function show(name: string, value: unknown): string {
  if (TIME_CLAIMS.has(name) && typeof value === 'number') {
    // A token belongs to no property: the viewer's clock (the seconds are in the number itself).
    return `${value} (${viewerDateTimeText(new Date(value * 1000))})`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every claim of a token, times also shown as MM/DD/YYYY hh:mm AM with the viewer's zone. */
export function ClaimsTable({ claims, caption }: { claims: JwtClaims; caption: string }) {
  const t = useText(authInfoText);
  const rows = Object.entries(claims).map(([name, value]) => ({ name, value: show(name, value) }));
  return (
    <Table
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={rows}
      title={() => caption}
      columns={[
        { title: t('claim'), dataIndex: 'name', width: 180 },
        {
          title: t('value'),
          dataIndex: 'value',
          render: (value: string) => <code className="claim-value">{value}</code>,
        },
      ]}
    />
  );
}
