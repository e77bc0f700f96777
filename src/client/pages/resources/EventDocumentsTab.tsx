import { FolderBrowser } from './FolderBrowser.tsx';

export interface EventDocumentsTabProps {
  eventId: string;
  /** The event's property; the server knows it from the event, so the browser needs only the id. */
  propertyId: string;
}

/** The Documents tab of event management (spec 001 §2): the folder browser over the event's documents. */
export function EventDocumentsTab({ eventId }: EventDocumentsTabProps) {
  return <FolderBrowser root={{ kind: 'event', eventId }} />;
}
