import { namespace } from '../catalogue.ts';

/**
 * Event management (spec 001 §2–§5, §8): the header, the tabs, Details (event card, privacy,
 * status, SOP questions, images), People, Activity, Delete Event and the Incident Report modal.
 * The toasts and validation messages repeat the server's wording (the specification's): the
 * server's own copies answer its API, these are what the browser shows.
 */
export const eventManageText = namespace('eventManage', {
  loadingEvent: 'Loading event...',
  eventNotLoaded: 'The event could not be loaded.',
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  add: 'Add',
  edit: 'Edit',
  yes: 'Yes',
  no: 'No',
  notAnswered: 'Not answered',

  // The tabs, and the select that stands for them on a phone.
  tabDetails: 'Details',
  tabPeople: 'People',
  tabDocuments: 'Documents',
  tabDamages: 'Damages',
  tabClaims: 'Claim',
  tabActivity: 'Activity',
  section: 'Section',

  // The header.
  raisedBy: 'Raised by the inspection {{task}} : {{location}}, due {{due}}',
  viewTaskDetails: 'View Task Details',

  // Delete Event.
  deleteEvent: 'Delete Event',
  /** The confirmation reads 'Event E-2026-00042 at Oak Court will be deleted…', the number in bold between the two. */
  deleteConfirmBefore: 'Event',
  deleteConfirmAfter: 'at {{property}} will be deleted. Type or paste its number to confirm.',
  eventNumber: 'Event Number',
  mustMatch: 'You must type/paste the exact event number to delete it.',
  eventDeleted: 'Event Deleted.',
  eventNotDeleted: 'The event could not be deleted.',

  // The event card.
  eventDetails: 'Event Details',
  property: 'Property',
  address: 'Address',
  severity: 'Severity',
  emergencyServices: 'Emergency Services Involved',
  type: 'Type',
  category: 'Category',
  reportedBy: 'Reported By',

  // The privacy card.
  privacySettings: 'Privacy Settings',
  visibleTo: 'Visible To:',
  visibleToAll: 'All',
  visibleOnlyToRoles: 'Visible Only to Roles',
  rolesNotLoaded: 'The roles could not be loaded; the roles chosen so far are kept.',
  leaveEmptyForAll: 'Leave empty to make the event visible to all roles.',
  allRoles: 'All',
  inactiveRole: '{{name}} (inactive)',

  // The status form.
  status: 'Status',
  location: 'Location',
  managementReport: 'Management Report',
  statusLocked: 'This event status is locked until the related claim is closed.',
  eventSaved: 'Event Saved.',
  event: 'Event',

  // SOP questions.
  sopQuestions: 'SOP Questions',
  incomplete: '(incomplete)',
  noSopQuestions: 'No SOP questions answered yet',
  checked: 'checked',
  notChecked: 'not checked',

  // Images.
  images: 'Images',
  noImages: 'No images to display',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  viewFullSize: 'View {{name}} full size',
  eventImages: 'Event images',
  showImage: 'Show {{name}}',
  imageNotShown: '{{name}} could not be shown',
  uploadImages: 'Upload Images',
  fileTypesNotLoaded: 'The accepted file types could not be loaded.',

  // People.
  peopleNotLoaded: 'The people could not be loaded.',
  addPerson: 'Add Person',
  editPerson: 'Edit Person',
  editNamed: 'Edit {{name}}',
  personInvolved: 'Person Involved',
  noPeopleInvolved: 'No people involved yet',
  witnesses: 'Witnesses',
  noWitnesses: 'No witnesses yet',
  firstName: 'First Name',
  lastName: 'Last Name',
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  phoneNumber: 'Phone Number',
  affiliation: 'Affiliation',
  otherAffiliation: 'Other Affiliation',
  natureOfInvolvement: 'Nature of Involvement',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  phoneInvalid: '{{value}} is not a valid phone number',
  personSaved: 'Involved Person Saved.',

  // Activity.
  activity: 'Activity',
  time: 'Time',
  item: 'Item',
  action: 'Action',
  description: 'Description',
  person: 'Person',
  activityNotLoaded: 'The activity log could not be loaded.',
  noActivity: 'No activity yet.',

  // The Incident Report modal.
  incidentReport: 'Incident Report',
  generate: 'Generate',
  generating: 'Generating the incident report…',
  reportFailed: 'The incident report could not be generated. Please try again.',
  reportDone: 'Incident report generated.',
  reportChoicesNotRead: "The event's documents, people, images and claims could not be read.",
  documents: 'Documents',
  people: 'People',
  claims: 'Claims',
  noDocuments: 'No documents to display',
  noPeopleOrWitnesses: 'No people involved or witnesses',
  noClaims: 'No claims to display',
  chosenOf: '({{chosen}} of {{total}})',
  selectAll: 'Select all',
});
