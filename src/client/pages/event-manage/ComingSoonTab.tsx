import { ToolOutlined } from '@ant-design/icons';
import { Empty } from 'antd';

/** A tab whose issue comes later (Damages, Claim): a clear 'coming soon', nothing else. */
export function ComingSoonTab({ what }: { what: string }) {
  return (
    <Empty
      image={<ToolOutlined style={{ fontSize: 40, color: '#0f766e' }} aria-hidden />}
      description={`${what}: coming soon.`}
    />
  );
}
