import { POLICY_MESSAGES } from '../../claims/insurance-policy.ts';
import { namespace } from '../../common/catalogue.ts';

/**
 * The English of the schemas' messages (`PERSON_MESSAGES`... in schemas/**, which read them from
 * here), the `recordMessages` namespace below. A module of its
 * own with no imports: the schemas load early in every bundle, and reading them through the whole
 * catalogue (which imports the domain's message constants) made an import circle that left the
 * catalogue undefined when a schema read it.
 */
export const SCHEMA_MESSAGES = {
  personSaved: 'Person Saved.',
  personInvitationSent: 'Invitation sent.',
  buildingSaved: 'Building Saved.',
  buildingDeleted: 'Building Deleted.',
  buildingConfirmDelete: 'Are you sure you want to delete this building?',
  buildingEmpty: 'No buildings',
  documentTypeSaved: '{{name}} Saved sucessfully',
  documentTypeSystemTypeLocked: 'System types cannot be edited',
  documentTypeBlankName: 'Nothing to save. Name was left blank.',
  propertyGroupSaved: 'Property Group Saved.',
  eventClaimTypeNeedsClaimStatus: 'may only be given with the status Claim in Progress or Complete',
  eventNotInProgress: 'The event is no longer being reported',
  eventIdTaken: 'An event with this id already exists.',
  vendorTypeSaved: 'Vendor Type Saved.',
  procedureSaved: 'Procedure Saved.',
  procedureCopied: 'Procedure Copied.',
  procedureDuplicate: 'A procedure with this type and category already exists.',
  procedureOverwrite:
    'A procedure with this type and category already exists. Saving your changes will overwrite the existing procedure.',
  procedureCopyToItself: 'You cannot copy an existing procedure to itself',
  companySaved: 'Company Saved.',
  propertySaved: 'Property Saved.',
  reportRangeReversed: 'must be on or after claimDateOnOrAfter',
  vendorSaved: 'Vendor Saved.',
  categorySaved: 'Category Saved.',
  categoryDuplicate: 'already exists for this event type',
} as const;

/**
 * The setup records' messages (their save toasts, confirmations, refusals): the schemas' and the
 * policy's saved toast. A namespace of its own, apart from `apiMessages`, because the setup
 * screens' declarations are in the first load and `apiMessages` reads the whole domain's messages
 * (the CSV import's with papaparse among them). The API translates them as it does `apiMessages`
 * (../api-message.ts reads both).
 */
export const recordMessagesText = namespace('recordMessages', {
  ...SCHEMA_MESSAGES,
  policySaved: POLICY_MESSAGES.saved,
});
