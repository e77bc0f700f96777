import type { FolderItem, ResourceFile } from './resource-api.ts';

/** What a folder or file offers in the browser; the sections call these, the browser decides. */
export interface BrowserActions {
  /** The caller may add, edit, move and delete here (the server's canManage). */
  canManage: boolean;
  openFolder: (folder: FolderItem) => void;
  editFolder: (folder: FolderItem) => void;
  download: (file: ResourceFile) => void;
  move: (file: ResourceFile) => void;
  remove: (file: ResourceFile) => void;
}
