import { FolderOpenOutlined } from '@ant-design/icons';
import { Empty } from 'antd';

/**
 * Where the Documents tab goes. The folder browser (<EventDocumentsTab eventId propertyId />,
 * src/client/pages/resources/) is built alongside; until it is here this says so. Mounting it is
 * this one line.
 */
export function DocumentsTabSlot(_props: { eventId: string; propertyId: string }) {
  return (
    <Empty
      image={<FolderOpenOutlined style={{ fontSize: 40, color: '#0f766e' }} aria-hidden />}
      description="Documents: the folder browser is coming soon."
    />
  );
}
