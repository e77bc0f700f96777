import { describe, expect, it } from 'vitest';
import { type FolderItem, placeOfFolder } from '../../../src/client/pages/resources/resource-api.ts';
import { ROOT_FOLDER_ID } from '../../../src/domain/resources/resource-folders.ts';

const folder = (facts: Partial<FolderItem>): FolderItem => ({
  id: '3f0c4c52-0000-4000-8000-000000000001',
  name: 'Leases',
  notes: '',
  parentId: ROOT_FOLDER_ID,
  propertyId: null,
  eventId: null,
  isArchived: false,
  folderType: 'Company',
  isEditable: true,
  childCount: 0,
  ...facts,
});

describe('where a folder of the browser leads', () => {
  const companyRoot = { kind: 'company', folderId: ROOT_FOLDER_ID } as const;

  it('a stored folder opens in the same scope', () => {
    expect(placeOfFolder(companyRoot, folder({}))).toEqual({ kind: 'company', folderId: folder({}).id });
    const event = { kind: 'event', eventId: 'e1', folderId: ROOT_FOLDER_ID } as const;
    expect(placeOfFolder(event, folder({ folderType: 'Event', eventId: 'e1' }))).toEqual({
      ...event,
      folderId: folder({}).id,
    });
  });

  it('the Properties folder lists the properties; a property folder opens its library at its root', () => {
    const properties = folder({ id: ROOT_FOLDER_ID, name: 'Properties', folderType: 'Property', isEditable: false });
    expect(placeOfFolder(companyRoot, properties)).toEqual({ kind: 'properties' });
    expect(placeOfFolder({ kind: 'properties' }, { ...properties, propertyId: 'p1', parentId: null })).toEqual({
      kind: 'property',
      propertyId: 'p1',
      folderId: ROOT_FOLDER_ID,
    });
    const inProperty = { kind: 'property', propertyId: 'p1', folderId: ROOT_FOLDER_ID } as const;
    expect(placeOfFolder(inProperty, folder({ folderType: 'Property', propertyId: 'p1' }))).toEqual({
      ...inProperty,
      folderId: folder({}).id,
    });
  });
});
