import { DeleteOutlined, DownloadOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { BrowserActions } from './browser-actions.ts';
import type { ResourceFile } from './resource-api.ts';

/** Download, Move and Delete of one file (the last two only for someone who may manage the scope). */
export function fileActionButtons(file: ResourceFile, actions: BrowserActions) {
  const button = (key: string, label: string, icon: ReactNode, run: () => void, danger = false) => (
    <Tooltip key={key} title={label}>
      <Button type="text" size="small" danger={danger} icon={icon} aria-label={`${label} ${file.name}`} onClick={run} />
    </Tooltip>
  );
  return [
    button('download', 'Download', <DownloadOutlined />, () => actions.download(file)),
    ...(actions.canManage
      ? [
          button('move', 'Move', <DragOutlined />, () => actions.move(file)),
          button('delete', 'Delete', <DeleteOutlined />, () => actions.remove(file), true),
        ]
      : []),
  ];
}
