import type { FileType } from '../../../../domain/resources/accepted-file-types.ts';
import { kindOfType } from '../../../../domain/resources/accepted-file-types.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import type { ResourceScope } from './scope.ts';

/** What changed: the activity log of an event reads 'event.<change>', the library 'resource.<change>'. */
export type ResourceChange = 'file.uploaded' | 'file.moved' | 'file.deleted' | 'folder.saved';

export interface ChangePayload {
  name: string;
  /** A file's kind. */
  kind?: FileType;
  /** The folder it is in (moved: the folder it went to); absent at the root. */
  folderName?: string | null;
  [more: string]: unknown;
}

/**
 * Records a change of a folder or file in the transaction that made it, as `event.file.uploaded`
 * (with the event's id) inside an event and `resource.file.uploaded` in the company's or a
 * property's library. Payload: { name, kind: 'document' | 'image' | 'video', folderName? }.
 */
export async function recordResourceChange(
  tx: ServiceContext,
  scope: ResourceScope,
  change: ResourceChange,
  subjectId: string,
  { kind, folderName, ...payload }: ChangePayload,
): Promise<void> {
  await tx.record({
    type: `${scope.kind === 'event' ? 'event' : 'resource'}.${change}`,
    subjectId,
    eventId: scope.eventId ?? undefined,
    payload: {
      ...payload,
      ...(kind ? { kind: kindOfType(kind) } : {}),
      ...(folderName ? { folderName } : {}),
      ...(scope.propertyId ? { propertyId: scope.propertyId } : {}),
    },
  });
}
