import type { UiSchema } from '@rjsf/utils';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { personEndpoints } from '../../../schemas/person/endpoints.ts';
import { newPerson, PERSON_MESSAGES, type Person, personSchema } from '../../../schemas/person/entity.ts';
import type { PersonRow } from '../../../schemas/person/replies.ts';
import { roleEndpoints } from '../../../schemas/role.ts';
import { propertyAssociationsUi, propertyGroupAssociationsUi } from './association-ui.ts';
import { defineResource } from './definition.ts';

/**
 * The user form's layout (spec 000 §2 User edit): names, phone, e-mail, role (active roles
 * only), the properties list (with its 'All properties' switch, which disables the picker and
 * the Remove buttons), the property-groups list, 'Archive User'. Widgets by registry name
 * (src/client/widgets). The notification preferences travel hidden (the subscription screens
 * edit them).
 */
export const personUiSchema: UiSchema = {
  'ui:order': [
    'firstName',
    'lastName',
    'phoneNumber',
    'emailAddress',
    'positionId',
    'propertyAssociations',
    'propertyGroupAssociations',
    'isArchived',
    '*',
  ],
  id: { 'ui:widget': 'hidden' },
  firstName: { 'ui:autofocus': true },
  phoneNumber: { 'ui:widget': 'phone' },
  emailAddress: { 'ui:inputType': 'email' },
  positionName: { 'ui:widget': 'hidden' },
  isNew: { 'ui:widget': 'hidden' },
  positionId: {
    'ui:widget': 'recordSelect',
    'ui:placeholder': 'Select a role',
    'ui:options': {
      endpoint: roleEndpoints.list,
      labelField: 'name',
      filter: { active: true },
      query: { sortBy: 'name', sortDirection: 'asc' },
    },
  },
  allPropertiesAssociated: { 'ui:widget': 'hidden' },
  propertyAssociations: propertyAssociationsUi({ allField: 'allPropertiesAssociated' }),
  propertyGroupAssociations: propertyGroupAssociationsUi(),
  isArchived: { 'ui:widget': 'switch' },
  propertyEventSeverityLevel: { 'ui:widget': 'hidden' },
  eventChangeSubscriptions: { 'ui:widget': 'hidden' },
  eventSubscriptionTypes: { 'ui:widget': 'hidden' },
};

/** A row of the Users list (GET /people) or the user form's record (GET /people/{id} → person). */
type PersonRecord = Person & Partial<PersonRow>;

/**
 * Users (/setup/people and /setup/companyPerson/{id|new}, spec 000 §2 "Users", "User edit").
 * POST /person answers { success, failureReason }: a refusal (a taken e-mail) is a 4 s error toast.
 * Saving may change the signed-in user's own role, so the shell reloads their permissions.
 */
export const peopleResource = defineResource<PersonRecord>()({
  name: 'people',
  label: 'Users',
  route: '/setup/people',
  api: {
    list: personEndpoints.list,
    export: personEndpoints.export,
    detail: personEndpoints.detail,
    save: personEndpoints.save,
  },
  list: {
    columns: PERSON_COLUMNS.columns,
    rowActions: [
      {
        key: 'resendInvitation',
        label: 'Resend invitation',
        icon: 'mail',
        // Only someone who never signed in has an invitation to resend; archived people get none.
        visible: (row) => row.lastSignInAt === null && !row.isArchived,
        endpoint: personEndpoints.resendInvitation,
        done: PERSON_MESSAGES.invitationSent,
      },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: PERSON_COLUMNS.archivedField,
    showArchivedLabel: 'show archived',
    addLabel: 'Add User',
    editLabel: 'Edit User',
    import: 'people',
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
