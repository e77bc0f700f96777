import type { UiSchema } from '@rjsf/utils';
import {
  DOCUMENT_TYPE_MESSAGES,
  type DocumentType,
  documentTypeEndpoints,
  documentTypeSchema,
  isBlankName,
  newDocumentType,
} from '../../../schemas/document-type.ts';
import { DOCUMENT_TYPE_COLUMNS } from '../../../schemas/lists/document-types.ts';
import { defineResource } from './definition.ts';

/** The modal shows Name and the Archive switch (spec 001 §2); the other fields travel hidden. */
export const documentTypeUiSchema: UiSchema = {
  'ui:order': ['name', 'isArchived', '*'],
  id: { 'ui:widget': 'hidden' },
  // Keep an emptied field as '' (not undefined) so Save reaches the 'left blank' rule.
  name: { 'ui:autofocus': true, 'ui:emptyValue': '' },
  isArchived: { 'ui:widget': 'switch' },
  active: { 'ui:widget': 'hidden' },
  isSystemType: { 'ui:widget': 'hidden' },
};

/** A new type has no archive switch to use yet (spec 001 §5). */
export const newDocumentTypeUiSchema: UiSchema = {
  ...documentTypeUiSchema,
  isArchived: { 'ui:widget': 'switch', 'ui:disabled': true },
};

/** Document Types (/setup/documentTypes, spec 001 §2 "Document Types", §5, §8). */
export const documentTypesResource = defineResource<DocumentType>()({
  name: 'documentTypes',
  label: 'Document Types',
  route: '/setup/documentTypes',
  api: { list: documentTypeEndpoints.list, export: documentTypeEndpoints.export, save: documentTypeEndpoints.save },
  list: {
    columns: DOCUMENT_TYPE_COLUMNS.columns,
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: DOCUMENT_TYPE_COLUMNS.archivedField,
    showArchivedLabel: 'Show Archived',
    // The add button carries a '+' icon: '+ Document Type'.
    addLabel: 'Document Type',
  },
  form: {
    kind: 'modal',
    createTitle: 'Add/Edit Document Type',
    editTitle: 'Add/Edit Document Type',
    cancelLabel: 'Close',
    width: 520,
  },
  schema: documentTypeSchema,
  uiSchema: documentTypeUiSchema,
  newRecordUiSchema: newDocumentTypeUiSchema,
  newRecord: newDocumentType,
  messages: { saved: (record) => DOCUMENT_TYPE_MESSAGES.saved(String(record.name ?? '')) },
  skipSave: (record) => (isBlankName(record.name) ? DOCUMENT_TYPE_MESSAGES.blankName : null),
  editBlockedReason: (record) => (record.isSystemType === true ? DOCUMENT_TYPE_MESSAGES.systemTypeLocked : null),
});
