import { DeleteOutlined, DownloadOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { textOf } from '../../i18n/language.ts';
import type { BrowserActions } from './browser-actions.ts';
import type { ResourceFile } from './resource-api.ts';

/** Download, Move and Delete of one file (the last two only for someone who may manage the scope). */
export function fileActionButtons(file: ResourceFile, actions: BrowserActions) {
  const t = textOf(resourceBrowserText);
  const button = (key: string, label: string, icon: ReactNode, run: () => void, danger = false) => (
    <Tooltip key={key} title={label}>
      <Button
        type="text"
        size="small"
        danger={danger}
        icon={icon}
        aria-label={t('fileActionNamed', { action: label, name: file.name })}
        onClick={run}
      />
    </Tooltip>
  );
  return [
    button('download', t('download'), <DownloadOutlined />, () => actions.download(file)),
    ...(actions.canManage
      ? [
          button('move', t('move'), <DragOutlined />, () => actions.move(file)),
          button('delete', t('delete'), <DeleteOutlined />, () => actions.remove(file), true),
        ]
      : []),
  ];
}
