import { namespace } from '../catalogue.ts';

/**
 * The insurance screens (spec 002 §2.10–2.13): the policy lists, Property/Policy Details and its
 * Statement of Values. The policy and building messages the API also answers are in the shared
 * apiMessages namespace (src/domain/i18n).
 */
export const insuranceText = namespace('insurance', {
  view: 'View',
  viewByProperty: 'View By Property',
  viewByPolicy: 'View By Policy',
  all: 'All',
  property: 'Property',
  showArchived: 'Show archived',
  cancel: 'Cancel',
  propertyName: 'Property Name',
  allInGoodStanding: 'All in Good Standing?',
  yes: 'Yes',
  no: 'No',
  numberOfPolicies: '# of policies',
  manage: 'Manage',
  manageProperty: 'Manage {{name}}',
  backToProperties: 'Back to properties',
  propertyPolicyDetails: 'Property/Policy Details',
  propertyNotLoaded: 'This property could not be loaded.',
  propertyInformation: 'Property Information',
  nameDba: 'Name (DBA)',
  legalEntityName: 'Legal Entity Name',
  streetAddress: 'Street Address',
  mailingAddress: 'Mailing Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  unitCount: 'Unit Count',
  policyInformation: 'Policy Information',
  addPolicy: 'Add Policy',
  edit: 'Edit',
  delete: 'Delete',
  editPolicy: 'Edit policy {{number}}',
  deletePolicy: 'Delete Policy',
  deletePolicyNumber: 'Delete policy {{number}}',
  statementOfValues: 'Statement of Values',
  editBuilding: 'Edit building {{number}}',
  deleteBuilding: 'Delete Building',
  deleteBuildingNumber: 'Delete building {{number}}',
});
