import { FolderBrowser } from './FolderBrowser.tsx';
import { useFiledReportFolder } from './open-folder-context.ts';

export interface EventDocumentsTabProps {
  eventId: string;
  /** The event's property; the server knows it from the event, so the browser needs only the id. */
  propertyId: string;
}

/**
 * The Documents tab of event management (spec 001 §2): the folder browser over the event's
 * documents, opened on the incident report's folder right after a report was filed (§4).
 */
export function EventDocumentsTab({ eventId }: EventDocumentsTabProps) {
  const filed = useFiledReportFolder();
  return (
    <FolderBrowser
      root={{ kind: 'event', eventId }}
      initialFolder={filed ? { id: filed.folderId, name: filed.folderName } : undefined}
    />
  );
}
