import { EditOutlined, FolderFilled } from '@ant-design/icons';
import { Badge, Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { instantDateText } from '../../../domain/common/calendar-date.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { offersFolderEdit, showsChildCount } from '../../../domain/resources/resource-folders.ts';
import { actionColumn } from '../../crud/action-column.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import type { BrowserActions } from './browser-actions.ts';
import { fileActionButtons } from './FileActions.tsx';
import { FileIcon } from './FileIcon.tsx';
import { type FolderItem, noteOf, type ResourceFile } from './resource-api.ts';

/** The list view of the folders: name (opens it), how many items it holds, notes, Edit. */
export function FolderTable({ folders, actions }: { folders: FolderItem[]; actions: BrowserActions }) {
  const t = useText(resourceBrowserText);
  const columns: TableColumnsType<FolderItem> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, folder) => (
        <Flex gap={8} align="center">
          <FolderFilled aria-hidden style={{ color: folder.isArchived ? '#bfbfbf' : '#f5b041', fontSize: 18 }} />
          <Button type="link" style={{ padding: 0 }} onClick={() => actions.openFolder(folder)}>
            {folder.name}
          </Button>
          {folder.isArchived && <Tag>{t('archived')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('items'),
      key: 'childCount',
      width: 90,
      render: (_, folder) =>
        showsChildCount(folder.childCount) ? (
          <Badge count={folder.childCount} overflowCount={999} color="#0f766e" />
        ) : null,
    },
    { title: t('notes'), dataIndex: 'notes', key: 'notes', ellipsis: true },
    actionColumn<FolderItem>({
      width: 90,
      render: (_, folder) =>
        offersFolderEdit(folder, actions.canManage) ? (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('editFolderNamed', { name: folder.name })}
            onClick={() => actions.editFolder(folder)}
          />
        ) : null,
    }),
  ];
  return (
    <Table
      size="small"
      rowKey={(folder) => `${folder.propertyId ?? ''}:${folder.id}`}
      columns={columns}
      dataSource={folders}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The list view of documents, images or videos: name, type, note, when and by whom, actions. */
export function FileTable({ files, actions }: { files: ResourceFile[]; actions: BrowserActions }) {
  const t = useText(resourceBrowserText);
  const columns: TableColumnsType<ResourceFile> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, file) => (
        <Flex gap={8} align="center">
          <FileIcon fileName={file.fileName} size={18} />
          <Flex vertical>
            <span>{file.name}</span>
            {file.kind === FILE_KINDS.video && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {translate(apiMessagesText, 'resourceVideoNote')}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    { title: t('type'), key: 'typeName', render: (_, file) => file.typeName ?? '' },
    { title: t('note'), key: 'note', ellipsis: true, render: (_, file) => noteOf(file) },
    { title: t('uploaded'), key: 'dateUploaded', render: (_, file) => instantDateText(file.dateUploaded) },
    { title: t('uploadedBy'), dataIndex: 'uploadedBy', key: 'uploadedBy' },
    actionColumn<ResourceFile>({
      render: (_, file) => <Flex gap={2}>{fileActionButtons(file, actions)}</Flex>,
    }),
  ];
  return (
    <Table
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={files}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
