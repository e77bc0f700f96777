import { AppstoreOutlined, BarsOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Dropdown, Flex, Segmented, Switch, Typography } from 'antd';
import type { FileKind } from '../../../domain/resources/accepted-file-types.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { useText } from '../../i18n/language.ts';
import type { BrowserView } from './ResourceSection.tsx';
import { UPLOAD_FORMS } from './resource-upload.ts';

export interface Crumb {
  label: string;
}

interface BrowserToolbarProps {
  trail: readonly Crumb[];
  onCrumb: (index: number) => void;
  view: BrowserView;
  onView: (view: BrowserView) => void;
  /** The Add New menu is offered here (offersAddMenu). */
  canAdd: boolean;
  onAddFile: (kind: FileKind) => void;
  onAddFolder: () => void;
  /** Archived folders matter to whoever may manage them. */
  showArchived: boolean | null;
  onShowArchived: (show: boolean) => void;
}

const ADD_FILE_KINDS: readonly FileKind[] = ['document', 'image', 'video'];

/** The breadcrumb from 'Root Folders', the card/list toggle, Show Archived and the Add New menu (§2). */
export function BrowserToolbar(props: BrowserToolbarProps) {
  const { trail, onCrumb, view, onView, canAdd, showArchived } = props;
  const t = useText(resourceBrowserText);
  // The first crumb is the root, named in the app's language; the others are folders' names.
  const labelOf = (crumb: Crumb, index: number) => (index === 0 ? t('rootFolders') : crumb.label);
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={trail.map((crumb, index) => ({
          key: String(index),
          title:
            index < trail.length - 1 ? (
              <Typography.Link
                href="#"
                onClick={(event) => {
                  event.preventDefault();
                  onCrumb(index);
                }}
              >
                {labelOf(crumb, index)}
              </Typography.Link>
            ) : (
              <span aria-current="location">{labelOf(crumb, index)}</span>
            ),
        }))}
      />
      <Flex gap="small" align="center" wrap>
        {showArchived !== null && (
          <Flex gap={6} align="center">
            <Switch
              size="small"
              checked={showArchived}
              onChange={props.onShowArchived}
              aria-label={t('showArchived')}
            />
            <Typography.Text>{t('showArchived')}</Typography.Text>
          </Flex>
        )}
        <Segmented<BrowserView>
          value={view}
          onChange={onView}
          options={[
            { value: 'card', icon: <AppstoreOutlined />, title: t('cardView'), label: t('cards') },
            { value: 'list', icon: <BarsOutlined />, title: t('listView'), label: t('list') },
          ]}
        />
        {canAdd && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...ADD_FILE_KINDS.map((kind) => ({ key: kind, label: UPLOAD_FORMS[kind].title })),
                { key: 'folder', label: t('addFolder') },
              ],
              onClick: ({ key }) => (key === 'folder' ? props.onAddFolder() : props.onAddFile(key as FileKind)),
            }}
          >
            <Button type="primary" icon={<PlusOutlined />}>
              {t('addNew')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Flex>
    </Flex>
  );
}
