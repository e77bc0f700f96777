/**
 * Every schema-driven setup resource, declared once (DESIGN: "The idea in one paragraph").
 * The generic list and form screens (src/client/crud), the data provider and the menu read
 * these declarations; the server validates with the same schemas. A new entity adds its
 * schema module under schemas/ and one entry here.
 */

import { COMPANY_MESSAGES, type Company, companySchema, companyUiSchema, newCompany } from './schemas/company.ts';
import {
  DOCUMENT_TYPE_MESSAGES,
  type DocumentType,
  documentTypeSchema,
  documentTypeUiSchema,
  isBlankName,
  newDocumentType,
  newDocumentTypeUiSchema,
} from './schemas/document-type.ts';
import {
  newPerson,
  PERSON_MESSAGES,
  type Person,
  type PersonRow,
  personSchema,
  personUiSchema,
} from './schemas/person.ts';
import {
  newProperty,
  newPropertyUiSchema,
  PROPERTY_MESSAGES,
  type Property,
  propertySchema,
  propertyUiSchema,
} from './schemas/property.ts';
import {
  newPropertyGroup,
  PROPERTY_GROUP_MESSAGES,
  type PropertyGroup,
  type PropertyGroupRow,
  propertyGroupSchema,
  propertyGroupUiSchema,
} from './schemas/property-group.ts';
import { newRole, type Role, roleSchema, roleUiSchema } from './schemas/role.ts';
import { VENDOR_MESSAGES, type Vendor, vendorSchema } from './schemas/vendor.ts';
import {
  newVendorType,
  VENDOR_TYPE_MESSAGES,
  type VendorType,
  vendorTypeSchema,
  vendorTypeUiSchema,
} from './schemas/vendor-type.ts';
import { type AnyResourceDefinition, defineResource, defineSingleton } from './src/client/resources/definition.ts';
import { newVendor, vendorUiSchema } from './src/client/resources/vendor-form.ts';
import { vendorsResource } from './src/client/resources/vendors.ts';
import { MESSAGES } from './src/domain/messages.ts';

/** Roles (/positionTypes, spec 000 §2 "Roles"). */
const roles = defineResource<Role>({
  name: 'roles',
  label: 'Roles',
  route: '/positionTypes',
  permission: 'manageRoles',
  api: { listPath: '/positiontypes', responseKey: 'types', detailKey: 'type', savePath: '/positiontype' },
  list: {
    columns: [
      { key: 'name', title: 'Role/Title', field: 'name', sortable: true },
      { key: 'active', title: 'Status', field: 'active', format: 'status', sortable: true, width: 140 },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    addLabel: 'Add Role',
  },
  form: { kind: 'modal', createTitle: 'Add Role', editTitle: 'Edit Role', width: 640 },
  schema: roleSchema,
  uiSchema: roleUiSchema,
  newRecord: newRole,
  messages: { saved: MESSAGES.positionSaved },
  refreshPermissionsOnSave: true,
});

/** Document Types (/setup/documentTypes, spec 001 §2 "Document Types", §5, §8). */
const documentTypes = defineResource<DocumentType>({
  name: 'documentTypes',
  label: 'Document Types',
  route: '/setup/documentTypes',
  permission: 'manageEventCategories',
  api: { listPath: '/documentTypes', responseKey: 'documentTypes', savePath: '/documentTypes/save' },
  list: {
    columns: [
      { key: 'name', title: 'Document Type', field: 'name', sortable: true },
      {
        key: 'active',
        title: 'Status',
        field: 'active',
        format: 'status',
        inactiveWhen: 'isArchived',
        sortable: true,
        width: 140,
      },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: 'isArchived',
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

/** Vendor Types (/vendorTypes, spec 000 §2 "Vendor Types"). */
const vendorTypes = defineResource<VendorType>({
  name: 'vendorTypes',
  label: 'Vendor Types',
  route: '/vendorTypes',
  permission: 'manageVendorTypes',
  api: { listPath: '/vendortypes', responseKey: 'types', detailKey: 'type', savePath: '/vendorType' },
  list: {
    columns: [
      { key: 'name', title: 'Name', field: 'name', sortable: true },
      { key: 'active', title: 'Status', field: 'active', format: 'status', sortable: true, width: 140 },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    addLabel: 'Add Vendor Type',
  },
  form: { kind: 'modal', createTitle: 'Add Vendor Type', editTitle: 'Edit Vendor Type', width: 520 },
  schema: vendorTypeSchema,
  uiSchema: vendorTypeUiSchema,
  newRecord: newVendorType,
  messages: { saved: VENDOR_TYPE_MESSAGES.saved },
});

/** Company Details (/company, spec 000 §2 "Company Details"): one page for the company itself. */
const company = defineSingleton<Company>({
  name: 'company',
  label: 'Company Details',
  route: '/company',
  permission: 'manageCompanyProfile',
  // GET the company path itself; POST /save (spec 000 §7).
  api: { detailPath: '', savePath: '/save' },
  form: { kind: 'singleton', title: 'Company Details', width: 720 },
  schema: companySchema,
  uiSchema: companyUiSchema,
  newRecord: newCompany,
  messages: { saved: COMPANY_MESSAGES.saved },
});

/** Properties (/properties and /setup/property/{id|new}, spec 000 §2 "Properties", "Property edit"). */
const propertiesResource = defineResource<Property>({
  name: 'properties',
  label: 'Properties',
  route: '/properties',
  permission: 'manageProperties',
  api: { listPath: '/properties', responseKey: 'properties', detailKey: 'property', savePath: '/property' },
  list: {
    columns: [
      { key: 'propertyNumber', title: 'Number', field: 'propertyNumber', sortable: true, width: 140 },
      { key: 'name', title: 'Name', field: 'name', sortable: true },
      { key: 'city', title: 'Address', field: ['address.city', 'address.state'], sortable: true },
      { key: 'numberOfUnits', title: '# Units', field: 'numberOfUnits', format: 'number', sortable: true, width: 120 },
      // Always shown on Properties (spec 000 §2); Users and Document Types show it only with 'show archived'.
      { key: 'isArchived', title: 'Archived', field: 'isArchived', format: 'yesNo', sortable: true, width: 120 },
    ],
    defaultSort: { field: 'propertyNumber', order: 'desc' },
    searchable: true,
    archivedField: 'isArchived',
    addLabel: 'Add Property',
    editLabel: 'Edit Property',
  },
  form: {
    kind: 'page',
    route: '/setup/property/:id',
    pageTitle: 'Property',
    newId: 'new',
    createTitle: 'Add Property',
    editTitle: 'Property: {name}',
    cancelLabel: 'Close',
    width: 960,
  },
  schema: propertySchema,
  uiSchema: propertyUiSchema,
  newRecordUiSchema: newPropertyUiSchema,
  newRecord: newProperty,
  messages: { saved: PROPERTY_MESSAGES.saved },
});

/** A row of the Users list (GET /people) or the user form's record (GET /people/{id} → person). */
type PersonRecord = Person & Partial<PersonRow>;

/**
 * Users (/setup/people and /setup/companyPerson/{id|new}, spec 000 §2 "Users", "User edit").
 * POST /person answers { success, failureReason }: a refusal (a taken e-mail) is a 4 s error toast.
 * Saving may change the signed-in user's own role, so the shell reloads their permissions.
 */
const peopleResource = defineResource<PersonRecord>({
  name: 'people',
  label: 'Users',
  route: '/setup/people',
  permission: 'manageUsers',
  api: {
    listPath: '/people',
    responseKey: 'people',
    detailKey: 'person',
    savePath: '/person',
    saveReply: 'successFlag',
  },
  list: {
    columns: [
      { key: 'name', title: 'Name', field: 'name', sortable: true },
      { key: 'position', title: 'Position', field: 'positionName', sortable: true },
      { key: 'phone', title: 'Phone #', field: 'phoneNumber', sortable: true, width: 160 },
      { key: 'email', title: 'Email', field: 'emailAddress', sortable: true },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: 'isArchived',
    showArchivedLabel: 'show archived',
    addLabel: 'Add User',
    editLabel: 'Edit User',
  },
  form: {
    kind: 'page',
    route: '/setup/companyPerson/:id',
    pageTitle: 'User',
    newId: 'new',
    createTitle: 'Add User',
    editTitle: 'User: {firstName} {lastName}',
    cancelLabel: 'Close',
    width: 960,
  },
  schema: personSchema,
  uiSchema: personUiSchema,
  newRecord: newPerson,
  messages: { saved: PERSON_MESSAGES.saved },
  refreshPermissionsOnSave: true,
});

/**
 * Property Groups (/setup/propertyGroups and /setup/propertyGroup/{id|new}, spec 000 §2 "Property
 * Groups"): sorted by name ascending (spec 001 §9); created at POST /propertygroups, updated at
 * POST /propertygroups/{id}.
 */
const propertyGroupsResource = defineResource<PropertyGroup & Partial<PropertyGroupRow>>({
  name: 'propertyGroups',
  label: 'Property Groups',
  route: '/setup/propertyGroups',
  permission: 'managePropertyGroups',
  api: {
    listPath: '/propertygroups',
    responseKey: 'propertyGroups',
    detailKey: 'propertyGroup',
    savePath: '/propertygroups',
    updatePath: '/propertygroups/{id}',
  },
  list: {
    columns: [{ key: 'name', title: 'Name', field: 'name', sortable: true }],
    defaultSort: { field: 'name', order: 'asc' },
    searchable: true,
    addLabel: 'Add',
    editLabel: 'Edit Group',
  },
  form: {
    kind: 'page',
    route: '/setup/propertyGroup/:id',
    pageTitle: 'Property Group',
    newId: 'new',
    createTitle: 'Property Group: {name}',
    editTitle: 'Property Group: {name}',
    cancelLabel: 'Close',
    width: 960,
    actionsInHeader: true,
  },
  schema: propertyGroupSchema,
  uiSchema: propertyGroupUiSchema,
  newRecord: newPropertyGroup,
  messages: { saved: PROPERTY_GROUP_MESSAGES.saved },
});

export const resources: readonly AnyResourceDefinition[] = [
  roles,
  documentTypes,
  vendorTypes,
  vendorsResource,
  company,
  propertiesResource,
  peopleResource,
  propertyGroupsResource,
];

/** Any declaration by its name; an undeclared name is a programming error. */
export function declarationNamed(name: string): AnyResourceDefinition {
  const definition = resources.find((resource) => resource.name === name);
  if (!definition) throw new Error(`Resource '${name}' is not declared in resources.config.ts`);
  return definition;
}

/** A listed resource (list + modal or page form) by its name. */
export function resourceNamed(name: string): ResourceDefinition {
  const definition = declarationNamed(name);
  if (isSingleton(definition)) throw new Error(`Resource '${name}' is a singleton: it has no list`);
  return definition;
}

/** A singleton (one record, one page) by its name. */
export function singletonNamed(name: string): SingletonDefinition {
  const definition = declarationNamed(name);
  if (!isSingleton(definition)) throw new Error(`Resource '${name}' is not a singleton`);
  return definition;
}
