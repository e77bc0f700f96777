import { describe, expect, it } from 'vitest';
import {
  type FolderFacts,
  folderPath,
  isEditableFolder,
  offersAddMenu,
  offersFolderEdit,
  RESOURCE_MESSAGES,
  RESOURCE_REFUSALS,
  ROOT_FOLDER_ID,
  showsChildCount,
} from '../../../src/domain/resources/resource-folders.ts';

const folder = (facts: Partial<FolderFacts>): FolderFacts => ({
  id: 'f1',
  folderType: 'Company',
  propertyId: null,
  isEditable: true,
  ...facts,
});

describe('folders (spec 001 §3, §5, §9)', () => {
  it('the root has the pseudo id -1 and is not editable; stored folders are', () => {
    expect(ROOT_FOLDER_ID).toBe('-1');
    expect(isEditableFolder({ id: ROOT_FOLDER_ID })).toBe(false);
    expect(isEditableFolder({ id: '7b0c4c52-0000-4000-8000-000000000000' })).toBe(true);
  });

  it('editing is offered only for editable folders, to someone who may manage the scope', () => {
    expect(offersFolderEdit(folder({}), true)).toBe(true);
    expect(offersFolderEdit(folder({}), false)).toBe(false);
    expect(offersFolderEdit(folder({ isEditable: false }), true)).toBe(false);
  });

  it('a property folder with no property id that is not editable has no Add menu; roots and properties do', () => {
    const properties = folder({ id: ROOT_FOLDER_ID, folderType: 'Property', isEditable: false });
    expect(offersAddMenu(properties, true)).toBe(false);
    expect(offersAddMenu({ ...properties, propertyId: 'p1' }, true)).toBe(true);
    expect(offersAddMenu(folder({ id: ROOT_FOLDER_ID, folderType: 'Event', isEditable: false }), true)).toBe(true);
    expect(offersAddMenu(folder({}), false)).toBe(false);
  });

  it('shows the child count badge only above 0', () => {
    expect([0, 1, 12].map(showsChildCount)).toEqual([false, true, true]);
  });

  it("quotes the spec's words", () => {
    expect(RESOURCE_MESSAGES.confirmDelete('Lease.pdf')).toBe('Are you sure you want to delete, "Lease.pdf"?');
    expect(RESOURCE_MESSAGES.deleted).toEqual({
      document: 'Document deleted successfully',
      image: 'Image deleted successfully',
      video: 'Video deleted successfully',
    });
    expect(RESOURCE_MESSAGES.moved.video).toBe('Video successfully moved');
    expect(RESOURCE_MESSAGES.empty.folders).toBe('No folders to display');
    expect(RESOURCE_MESSAGES.videoNote).toBe(
      'This item cannot be played directly. Download first and play video locally.',
    );
  });

  it('a move target path starts at Root Folders; a move out of the scope names the scope', () => {
    expect(folderPath([])).toBe('Root Folders');
    expect(folderPath(['Invoices', '2026'])).toBe('Root Folders / Invoices / 2026');
    expect(RESOURCE_REFUSALS.moveElsewhere('event')).toBe('A file can only be moved to a folder of the same event.');
  });
});
