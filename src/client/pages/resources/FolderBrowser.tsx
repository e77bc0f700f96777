import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { type FileKind, kindOfType } from '../../../domain/resources/accepted-file-types.ts';
import {
  offersAddMenu,
  RESOURCE_SECTIONS,
  ROOT_FOLDER_ID,
  ROOT_FOLDER_NAME,
} from '../../../domain/resources/resource-folders.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import type { KeyOf } from '../../i18n/catalogue.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { BrowserToolbar, type Crumb } from './BrowserToolbar.tsx';
import type { BrowserActions } from './browser-actions.ts';
import { downloadFile } from './download-file.ts';
import { FolderModal } from './FolderModal.tsx';
import { MoveModal } from './MoveModal.tsx';
import { type BrowserView, ResourceSection } from './ResourceSection.tsx';
import {
  deleteFileIn,
  type FolderItem,
  type Place,
  placeOfFolder,
  type ResourceFile,
  useReloadResources,
  useResourceSet,
  type WritablePlace,
} from './resource-api.ts';
import { UploadModal } from './UploadModal.tsx';

const DELETED = {
  document: 'resourceDocumentDeleted',
  image: 'resourceImageDeleted',
  video: 'resourceVideoDeleted',
} as const satisfies Record<FileKind, KeyOf<typeof apiMessagesText>>;

/** Where 'Root Folders' is: the company's library (with the Properties folder) or one event's documents. */
export type BrowserRoot = { kind: 'company' } | { kind: 'event'; eventId: string };

type Dialog =
  | { kind: 'folder'; folder: FolderItem | null }
  | { kind: 'upload'; fileKind: FileKind }
  | { kind: 'move'; file: ResourceFile };

const rootPlace = (root: BrowserRoot): Place =>
  root.kind === 'company'
    ? { kind: 'company', folderId: ROOT_FOLDER_ID }
    : { kind: 'event', eventId: root.eventId, folderId: ROOT_FOLDER_ID };

/**
 * The folder browser (spec 001 §2 Documents tab, §7 Resources): one component for an event's
 * Documents tab and the /resources page. A breadcrumb from 'Root Folders'; the opened folder's
 * folders, documents, images and videos as cards (the default) or lists, each paged on the
 * server; the Add New menu; folder edit, download, move and delete as the scope allows.
 */
export function FolderBrowser({
  root,
  initialFolder,
}: {
  root: BrowserRoot;
  initialFolder?: { id: string; name: string };
}) {
  const t = useText(resourceBrowserText);
  const [trail, setTrail] = useState<(Crumb & { place: Place })[]>(() => [
    { label: ROOT_FOLDER_NAME, place: rootPlace(root) },
    // Opened on a folder of the root (the incident report's, once it is filed).
    ...(initialFolder
      ? [{ label: initialFolder.name, place: { ...rootPlace(root), folderId: initialFolder.id } }]
      : []),
  ]);
  const [view, setView] = useState<BrowserView>('card');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const place = (trail[trail.length - 1] ?? trail[0]).place;
  const listing = useResourceSet(place, { showArchived });
  const reload = useReloadResources();
  const data = listing.data;
  const canManage = data?.canManage ?? false;
  // Writes happen only where the server says the caller may manage, which is never the Properties folder.
  const writable = place.kind === 'properties' ? null : (place as WritablePlace);

  const actions: BrowserActions = {
    canManage,
    openFolder: (folder) => setTrail([...trail, { label: folder.name, place: placeOfFolder(place, folder) }]),
    editFolder: (folder) => setDialog({ kind: 'folder', folder }),
    download: (file) => void downloadFile(file).catch(() => undefined),
    move: (file) => setDialog({ kind: 'move', file }),
    remove: (file) =>
      withFeedback(({ modal }) =>
        modal.confirm({
          title: translate(apiMessagesText, 'resourceConfirmDelete', { name: file.name }),
          okText: t('delete'),
          okButtonProps: { danger: true },
          onOk: async () => {
            if (!writable) return;
            try {
              await deleteFileIn(writable, file.id);
            } catch {
              return; // The HTTP client toasted it.
            }
            showToast('success', translate(apiMessagesText, DELETED[kindOfType(file.kind)]));
            await reload();
          },
        }),
      ),
  };

  return (
    <div>
      <BrowserToolbar
        trail={trail}
        onCrumb={(index) => setTrail(trail.slice(0, index + 1))}
        view={view}
        onView={setView}
        canAdd={data !== undefined && writable !== null && offersAddMenu(data.folder, canManage)}
        onAddFile={(fileKind) => setDialog({ kind: 'upload', fileKind })}
        onAddFolder={() => setDialog({ kind: 'folder', folder: null })}
        showArchived={canManage ? showArchived : null}
        onShowArchived={setShowArchived}
      />
      {listing.isError && !data && <Alert type="error" showIcon message={t('folderNotRead')} />}
      <Spin spinning={listing.isFetching && !data}>
        {data
          ? RESOURCE_SECTIONS.map((section) => (
              <ResourceSection
                // A new folder (or another archived setting) starts every list at its first page.
                key={`${JSON.stringify(place)}:${section}:${showArchived}`}
                section={section}
                place={place}
                showArchived={showArchived}
                first={data}
                view={view}
                actions={actions}
              />
            ))
          : !listing.isError && <div style={{ minHeight: 160 }} />}
      </Spin>
      {writable && dialog?.kind === 'folder' && (
        <FolderModal place={writable} folder={dialog.folder} onClose={() => setDialog(null)} onSaved={reload} />
      )}
      {writable && dialog?.kind === 'upload' && (
        <UploadModal place={writable} kind={dialog.fileKind} onClose={() => setDialog(null)} onUploaded={reload} />
      )}
      {writable && dialog?.kind === 'move' && (
        <MoveModal place={writable} file={dialog.file} onClose={() => setDialog(null)} onMoved={reload} />
      )}
    </div>
  );
}
