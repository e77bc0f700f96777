import type { UiSchema } from '@rjsf/utils';
import {
  type DocumentType,
  documentTypeEndpoints,
  documentTypeSchema,
  isBlankName,
  newDocumentType,
} from '../../../schemas/document-type.ts';
import { DOCUMENT_TYPE_COLUMNS } from '../../../schemas/lists/document-types.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

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
  name: RESOURCE_ROUTES.documentTypes.name,
  get label() {
    return RESOURCE_ROUTES.documentTypes.label;
  },
  route: RESOURCE_ROUTES.documentTypes.route,
  api: { list: documentTypeEndpoints.list, export: documentTypeEndpoints.export, save: documentTypeEndpoints.save },
  list: {
    columns: DOCUMENT_TYPE_COLUMNS.columns,
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: DOCUMENT_TYPE_COLUMNS.archivedField,
    get showArchivedLabel() {
      return t('documentTypesShowArchived');
    },
    // The add button carries a '+' icon: '+ Document Type'.
    get addLabel() {
      return t('addDocumentType');
    },
  },
  form: {
    kind: 'modal',
    get createTitle() {
      return t('documentTypeFormTitle');
    },
    get editTitle() {
      return t('documentTypeFormTitle');
    },
    get cancelLabel() {
      return translate(crudText, 'close');
    },
    width: 520,
  },
  schema: documentTypeSchema,
  uiSchema: documentTypeUiSchema,
  newRecordUiSchema: newDocumentTypeUiSchema,
  newRecord: newDocumentType,
  messages: {
    saved: (record) => translate(recordMessagesText, 'documentTypeSaved', { name: String(record.name ?? '') }),
  },
  skipSave: (record) => (isBlankName(record.name) ? translate(recordMessagesText, 'documentTypeBlankName') : null),
  editBlockedReason: (record) =>
    record.isSystemType === true ? translate(recordMessagesText, 'documentTypeSystemTypeLocked') : null,
});
