import type { UiSchema } from '@rjsf/utils';
import { PERSON_COLUMNS } from '../../../schemas/lists/people.ts';
import { personEndpoints } from '../../../schemas/person/endpoints.ts';
import { newPerson, type Person, personSchema } from '../../../schemas/person/entity.ts';
import type { PersonRow } from '../../../schemas/person/replies.ts';
import { roleEndpoints } from '../../../schemas/role.ts';
import { recordMessagesText } from '../../domain/i18n/en/schema-messages.ts';
import { crudText } from '../i18n/en/crud.ts';
import { setupResourcesText } from '../i18n/en/setup-resources.ts';
import { textOf, translate } from '../i18n/language.ts';
import { propertyAssociationsUi, propertyGroupAssociationsUi } from './association-ui.ts';
import { defineResource } from './definition.ts';
import { RESOURCE_ROUTES } from './resource-routes.ts';

const t = textOf(setupResourcesText);

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
    get 'ui:placeholder'() {
      return t('selectRole');
    },
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
  name: RESOURCE_ROUTES.people.name,
  get label() {
    return RESOURCE_ROUTES.people.label;
  },
  route: RESOURCE_ROUTES.people.route,
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
        get label() {
          return t('resendInvitation');
        },
        icon: 'mail',
        // Only someone who never signed in has an invitation to resend; archived people get none.
        visible: (row) => row.lastSignInAt === null && !row.isArchived,
        endpoint: personEndpoints.resendInvitation,
        get done() {
          return translate(recordMessagesText, 'personInvitationSent');
        },
      },
    ],
    defaultSort: { field: 'name', order: 'desc' },
    searchable: true,
    archivedField: PERSON_COLUMNS.archivedField,
    get showArchivedLabel() {
      return t('usersShowArchived');
    },
    get addLabel() {
      return t('addUser');
    },
    get editLabel() {
      return t('editUser');
    },
    import: 'people',
  },
  form: {
    kind: 'page',
    route: RESOURCE_ROUTES.people.form.route,
    get pageTitle() {
      return RESOURCE_ROUTES.people.form.pageTitle;
    },
    newId: RESOURCE_ROUTES.people.form.newId,
    get createTitle() {
      return t('addUser');
    },
    get editTitle() {
      return t('userEditTitle');
    },
    get cancelLabel() {
      return translate(crudText, 'close');
    },
    width: 960,
  },
  schema: personSchema,
  uiSchema: personUiSchema,
  newRecord: newPerson,
  messages: {
    get saved() {
      return translate(recordMessagesText, 'personSaved');
    },
  },
  refreshPermissionsOnSave: true,
});
