import { EditOutlined, FolderFilled, VideoCameraOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { offersFolderEdit, showsChildCount } from '../../../domain/resources/resource-folders.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import type { BrowserActions } from './browser-actions.ts';
import { fileActionButtons } from './FileActions.tsx';
import { FileIcon } from './FileIcon.tsx';
import { FileThumbnail } from './FileThumbnail.tsx';
import { type FolderItem, noteOf, type ResourceFile } from './resource-api.ts';

/** The card view: a grid that fits two cards across a phone and as many as fit on a desktop. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
      {children}
    </div>
  );
}

/** A folder: opens on click; its child count badge above 0 (§9); Edit when it is editable (§5). */
export function FolderCard({ folder, actions }: { folder: FolderItem; actions: BrowserActions }) {
  const t = useText(resourceBrowserText);
  const open = () => actions.openFolder(folder);
  const edit = offersFolderEdit(folder, actions.canManage);
  return (
    <Card
      size="small"
      hoverable
      styles={{ body: { padding: 12 } }}
      actions={
        edit
          ? [
              <Tooltip key="edit" title={t('edit')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('editFolderNamed', { name: folder.name })}
                  onClick={() => actions.editFolder(folder)}
                />
              </Tooltip>,
            ]
          : undefined
      }
    >
      {/* Named by what it shows (WCAG 2.5.3 label in name): 'Open folder Properties', its count after. */}
      <button
        type="button"
        onClick={open}
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 8,
          width: '100%',
          padding: 0,
          border: 'none',
          background: 'none',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        <Badge
          aria-hidden
          count={showsChildCount(folder.childCount) ? folder.childCount : 0}
          overflowCount={999}
          color="#0f766e"
        >
          <FolderFilled aria-hidden style={{ fontSize: 44, color: folder.isArchived ? '#bfbfbf' : '#f5b041' }} />
        </Badge>
        <Typography.Text ellipsis={{ tooltip: folder.name }} style={{ maxWidth: '100%' }}>
          <span className="visually-hidden">{t('openFolder')}</span>
          {folder.name}
          {showsChildCount(folder.childCount) && (
            <span className="visually-hidden">{t('itemCount', { count: folder.childCount })}</span>
          )}
        </Typography.Text>
        {folder.isArchived && <Tag>{t('archived')}</Tag>}
      </button>
    </Card>
  );
}

/** A document, image or video: its icon or thumbnail, name, type and note; videos carry the spec's note. */
export function FileCard({ file, actions }: { file: ResourceFile; actions: BrowserActions }) {
  const picture =
    file.kind === FILE_KINDS.image ? (
      <FileThumbnail file={file} />
    ) : file.kind === FILE_KINDS.video ? (
      <VideoCameraOutlined aria-hidden style={{ fontSize: 40, color: '#722ed1' }} />
    ) : (
      <FileIcon fileName={file.fileName} size={40} />
    );
  const note = noteOf(file);
  return (
    <Card size="small" styles={{ body: { padding: 12 } }} actions={fileActionButtons(file, actions)}>
      <article
        aria-label={file.name}
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, textAlign: 'center' }}
      >
        <div style={{ height: 100, display: 'flex', alignItems: 'center' }}>{picture}</div>
        <Typography.Text strong ellipsis={{ tooltip: file.name }} style={{ maxWidth: '100%' }}>
          {file.name}
        </Typography.Text>
        {file.typeName && <Tag>{file.typeName}</Tag>}
        {note && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: note }} style={{ maxWidth: '100%', fontSize: 12 }}>
            {note}
          </Typography.Text>
        )}
        {file.kind === FILE_KINDS.video && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {translate(apiMessagesText, 'resourceVideoNote')}
          </Typography.Text>
        )}
      </article>
    </Card>
  );
}
