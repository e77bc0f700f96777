import { Empty, Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { RESOURCE_PAGE_SIZE } from '../../../../schemas/resource/endpoints.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { ResourceSection as Section } from '../../../domain/resources/resource-folders.ts';
import type { KeyOf } from '../../i18n/catalogue.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import type { BrowserActions } from './browser-actions.ts';
import { CardGrid, FileCard, FolderCard } from './ResourceCards.tsx';
import { FileTable, FolderTable } from './ResourceTables.tsx';
import { type Place, type ResourceSet, useResourceSet } from './resource-api.ts';

export type BrowserView = 'card' | 'list';

const TITLES = {
  folders: 'folders',
  documents: 'documents',
  images: 'images',
  videos: 'videos',
} as const satisfies Record<Section, KeyOf<typeof resourceBrowserText>>;

/** The spec's empty states, by section. */
const EMPTY = {
  folders: 'resourceNoFolders',
  documents: 'resourceNoDocuments',
  images: 'resourceNoImages',
  videos: 'resourceNoVideos',
} as const satisfies Record<Section, KeyOf<typeof apiMessagesText>>;

interface SectionProps {
  section: Section;
  place: Place;
  showArchived: boolean;
  /** The first page of every list, read once for the folder. */
  first: ResourceSet;
  view: BrowserView;
  actions: BrowserActions;
}

/**
 * One list of the opened folder (§3 'A resource set'): its title and total, its cards or table,
 * the spec's empty state, and a pager when it holds more than a page — later pages are read on
 * the server, this list alone.
 */
export function ResourceSection({ section, place, showArchived, first, view, actions }: SectionProps) {
  const t = useText(resourceBrowserText);
  const [page, setPage] = useState(1);
  const later = useResourceSet(place, { section, page, showArchived }, page > 1);
  const shown = page > 1 ? later.data : first;
  const total = first.totals[section];
  const headingId = `resources-${section}`;
  const body = (() => {
    if (total === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          styles={{ image: { height: 28, marginBottom: 4 } }}
          style={{ margin: '4px 0' }}
          description={translate(apiMessagesText, EMPTY[section])}
        />
      );
    }
    if (section === 'folders') {
      const folders = shown?.folders ?? [];
      return view === 'card' ? (
        <CardGrid>
          {folders.map((folder) => (
            <FolderCard key={`${folder.propertyId ?? ''}:${folder.id}`} folder={folder} actions={actions} />
          ))}
        </CardGrid>
      ) : (
        <FolderTable folders={folders} actions={actions} />
      );
    }
    const files = shown?.[section] ?? [];
    return view === 'card' ? (
      <CardGrid>
        {files.map((file) => (
          <FileCard key={file.id} file={file} actions={actions} />
        ))}
      </CardGrid>
    ) : (
      <FileTable files={files} actions={actions} />
    );
  })();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Typography.Title id={headingId} level={5} style={{ marginTop: 0 }}>
        {t(TITLES[section])} {total > 0 && <Typography.Text type="secondary">({total})</Typography.Text>}
      </Typography.Title>
      {body}
      {total > RESOURCE_PAGE_SIZE && (
        <Flex justify="end" style={{ marginTop: 12 }}>
          <Pagination
            size="small"
            current={page}
            pageSize={RESOURCE_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      )}
    </section>
  );
}
