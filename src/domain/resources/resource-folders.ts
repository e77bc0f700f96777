/**
 * Folders and their files: an event's Documents tab and the company's Resources library (spec 001
 * §2 'Documents tab', §3 'Folder', 'Document', 'A resource set…', §4 'Other states', §5 'Event
 * management', §8, §9). One folder browser serves three scopes: the company's library, each
 * property's library, and each event's documents. Pure; both sides read it.
 */

import type { PermissionName } from '../company/permissions.ts';
import type { FileKind } from './accepted-file-types.ts';

/** The root of a scope is not a stored folder: it has the pseudo id -1 (§3). */
export const ROOT_FOLDER_ID = '-1';

/** The breadcrumb's first entry (§2). */
export const ROOT_FOLDER_NAME = 'Root Folders';

/** The folder at the company's root that holds one folder per property the viewer sees. */
export const PROPERTIES_FOLDER_NAME = 'Properties';

/** Where a folder or file lives: the company's library, a property's, or an event's documents. */
export type ResourceScopeKind = 'company' | 'property' | 'event';

/** The spec's folderType values ('values include Company and property'): one per scope. */
export const FOLDER_TYPES = ['Company', 'Property', 'Event'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];

export const FOLDER_TYPE_OF_SCOPE: Record<ResourceScopeKind, FolderType> = {
  company: 'Company',
  property: 'Property',
  event: 'Event',
};

/**
 * Who may add, rename, archive, move and delete in each scope (README 'Documents and
 * Resources'). Reading needs only membership (and sight of the property or the event).
 * - The company's library is company-wide paperwork (policies, forms, contracts): the people who
 *   keep the company's own record, manageCompanyProfile.
 * - A property's library belongs with the property's record (leases, plans, warranties):
 *   manageProperties, for a property the person sees.
 * - An event's documents are part of managing the event: manageEvents, for an event the person sees.
 */
export const RESOURCE_WRITERS: Record<ResourceScopeKind, PermissionName> = {
  company: 'manageCompanyProfile',
  property: 'manageProperties',
  event: 'manageEvents',
};

export const FOLDER_NAME_MAX_LENGTH = 100;
export const RESOURCE_NAME_MAX_LENGTH = 255;
export const RESOURCE_NOTE_MAX_LENGTH = 2000;

/** The folder modal's notes field grows from 3 to 6 rows (§9). */
export const FOLDER_NOTES_ROWS = { minRows: 3, maxRows: 6 } as const;

/** What the browser knows of a folder to decide what it offers. */
export interface FolderFacts {
  id: string;
  folderType: FolderType;
  propertyId: string | null;
  isEditable: boolean;
}

/**
 * A folder is editable (rename, notes, archive) when it is a stored folder: the roots and the
 * property folders the server makes up (one per property, and the 'Properties' folder holding
 * them) are not.
 */
export function isEditableFolder(folder: { id: string }): boolean {
  return folder.id !== ROOT_FOLDER_ID;
}

/** §5: editing is offered only for editable folders, to someone who may manage the scope. */
export function offersFolderEdit(folder: FolderFacts, canManage: boolean): boolean {
  return canManage && folder.isEditable;
}

/**
 * §5: 'A property folder with no property id that is not editable has no Add menu' — the folder
 * of all properties holds properties, not files. Anywhere else the Add New menu is there for
 * someone who may manage the scope.
 */
export function offersAddMenu(folder: FolderFacts, canManage: boolean): boolean {
  if (folder.folderType === 'Property' && folder.propertyId === null && !folder.isEditable) return false;
  return canManage;
}

/** §9: the folder card shows its child count badge only above 0. */
export function showsChildCount(childCount: number): boolean {
  return childCount > 0;
}

/** The four lists of a resource set (§3), in the order the browser shows them. */
export const RESOURCE_SECTIONS = ['folders', 'documents', 'images', 'videos'] as const;
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];

/** The spec's words (§2, §8); toasts last 4 s (§9). */
export const RESOURCE_MESSAGES = {
  empty: {
    folders: 'No folders to display',
    documents: 'No documents to display',
    images: 'No images to display',
    videos: 'No videos to display',
  } satisfies Record<ResourceSection, string>,
  videoNote: 'This item cannot be played directly. Download first and play video locally.',
  confirmDelete: (name: string) => `Are you sure you want to delete, "${name}"?`,
  deleted: {
    document: 'Document deleted successfully',
    image: 'Image deleted successfully',
    video: 'Video deleted successfully',
  } satisfies Record<FileKind, string>,
  moved: {
    document: 'Document successfully moved',
    image: 'Image successfully moved',
    video: 'Video successfully moved',
  } satisfies Record<FileKind, string>,
  uploaded: 'Media upload successfully',
  // Not shown in the spec: named like its other saves ('Event Saved.').
  folderSaved: 'Folder Saved.',
} as const;

/** Why the server refuses a folder save or a move (answered as failureReason, toasted for 4 s). */
export const RESOURCE_REFUSALS = {
  blankName: 'Name is required.',
  nameTaken: (name: string) => `A folder named "${name}" already exists here.`,
  newArchived: 'A new folder cannot be archived.',
  noParent: 'The folder to create it in no longer exists.',
  archivedParent: 'The folder to create it in is archived.',
  notEditable: 'This folder cannot be edited.',
  moveElsewhere: (scope: ResourceScopeKind) =>
    scope === 'event'
      ? 'A file can only be moved to a folder of the same event.'
      : scope === 'property'
        ? 'A file can only be moved to a folder of the same property.'
        : "A file can only be moved to a folder of the company's resources.",
  moveArchived: 'The chosen folder is archived.',
  moveSame: 'The file is already in that folder.',
} as const;

/** A move target's path as the move dialog lists it: 'Root Folders / Invoices / 2026'. */
export function folderPath(names: readonly string[]): string {
  return [ROOT_FOLDER_NAME, ...names].join(' / ');
}
