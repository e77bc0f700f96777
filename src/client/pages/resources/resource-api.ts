import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentTypeEndpoints } from '../../../../schemas/document-type.ts';
import type { BodyInputOf, QueryInputOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import {
  companyResourceEndpoints,
  eventResourceEndpoints,
  propertyResourceEndpoints,
} from '../../../../schemas/resource/endpoints.ts';
import { ROOT_FOLDER_ID } from '../../../domain/resources/resource-folders.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { type UploadProgress, uploadEndpoint } from '../../api/upload-endpoint.ts';
import { useSession } from '../../session/session-context.ts';

/**
 * What the folder browser reads and writes, by place: the company's library, the Properties
 * folder, a property's library or an event's documents (schemas/resource/). The three scopes
 * answer the same calls under their own path prefix; this file picks the prefix.
 */

export type Place =
  | { kind: 'company'; folderId: string }
  | { kind: 'properties' }
  | { kind: 'property'; propertyId: string; folderId: string }
  | { kind: 'event'; eventId: string; folderId: string };

export type WritablePlace = Exclude<Place, { kind: 'properties' }>;
export type ResourceSet = ReplyOf<typeof companyResourceEndpoints.root>;
export type FolderItem = ResourceSet['folder'];
export type ResourceFile = ResourceSet['documents'][number];
export type ResourceSetQuery = QueryInputOf<typeof companyResourceEndpoints.root>;
export type FolderInput = BodyInputOf<typeof companyResourceEndpoints.saveFolder>;

/** A file's note: an image's under the spec's name `notes` (its `note` goes), a document's or video's `note`. */
export const noteOf = (file: ResourceFile): string => file.notes ?? file.note;

/** The calls of a scope and its path parameters. The sets differ only in those parameters. */
type ScopeSet = Omit<typeof companyResourceEndpoints, 'properties'>;

function scopeOf(place: WritablePlace): { set: ScopeSet; params: Record<string, string> } {
  switch (place.kind) {
    case 'company':
      return { set: companyResourceEndpoints, params: {} };
    case 'property':
      return { set: propertyResourceEndpoints as unknown as ScopeSet, params: { pid: place.propertyId } };
    case 'event':
      return { set: eventResourceEndpoints as unknown as ScopeSet, params: { id: place.eventId } };
  }
}

/** Where a folder of a listing leads: the Properties folder, a property's root, or a folder of the same scope. */
export function placeOfFolder(current: Place, folder: FolderItem): Place {
  if (folder.folderType === 'Property' && folder.id === ROOT_FOLDER_ID) {
    return folder.propertyId
      ? { kind: 'property', propertyId: folder.propertyId, folderId: ROOT_FOLDER_ID }
      : { kind: 'properties' };
  }
  if (current.kind === 'properties') throw new Error('the Properties folder holds only properties');
  return { ...current, folderId: folder.id };
}

export function readPlace(place: Place, query: ResourceSetQuery, signal?: AbortSignal): Promise<ResourceSet> {
  if (place.kind === 'properties') return callEndpoint(companyResourceEndpoints.properties, { query, signal });
  const { set, params } = scopeOf(place);
  return callEndpoint(set.folder, { params: { ...params, folderId: place.folderId }, query, signal });
}

export function saveFolderIn(place: WritablePlace, body: FolderInput) {
  const { set, params } = scopeOf(place);
  return callEndpoint(set.saveFolder, { params, body });
}

export interface UploadInput {
  kind: 1 | 2 | 3;
  name: string;
  note: string;
  documentTypeId: string | null;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** One file into the place's folder; failures are the caller's to show (quiet). */
export function uploadInto(place: WritablePlace, input: UploadInput) {
  const { set, params } = scopeOf(place);
  return uploadEndpoint(set.upload, {
    params,
    fields: {
      kind: input.kind,
      name: input.name,
      folderId: place.folderId,
      note: input.note,
      ...(input.documentTypeId ? { documentTypeId: input.documentTypeId } : {}),
    },
    files: [input.file],
    onProgress: input.onProgress,
    signal: input.signal,
    quiet: true,
  });
}

export function deleteFileIn(place: WritablePlace, fileId: string) {
  const { set, params } = scopeOf(place);
  return callEndpoint(set.deleteFile, { params: { ...params, fileId } });
}

export function moveTargetsOf(place: WritablePlace, fileId: string, signal?: AbortSignal) {
  const { set, params } = scopeOf(place);
  return callEndpoint(set.moveTargets, { params: { ...params, fileId }, signal });
}

export function moveFileIn(place: WritablePlace, fileId: string, folderId: string) {
  const { set, params } = scopeOf(place);
  return callEndpoint(set.moveFile, { params: { ...params, fileId }, body: { folderId } });
}

const RESOURCES_KEY = 'resources';

/** One page of a place's lists (`section` alone when given), kept on screen while the next loads. */
export function useResourceSet(place: Place, query: ResourceSetQuery, enabled = true) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: [RESOURCES_KEY, companyId, place, query],
    queryFn: ({ signal }) => readPlace(place, query, signal),
    enabled: Boolean(companyId) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a change: every listing read again (a move changes two folders, an upload a count above). */
export function useReloadResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [RESOURCES_KEY] });
}

/** The Document Type choices (active, not archived), read when a document form opens. */
export function useDocumentTypeChoices(enabled: boolean) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: ['documentTypeChoices', companyId],
    queryFn: ({ signal }) => callEndpoint(documentTypeEndpoints.choices, { signal }),
    enabled: Boolean(companyId) && enabled,
  });
}
