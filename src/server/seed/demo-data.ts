/** Realistic demo rows shared by both demo companies. */
export const DEMO_PROPERTIES = [
  {
    propertyNumber: '101',
    name: 'Lakeview Apartments',
    numberOfUnits: 120,
    streetAddress1: '12 Lakeview Drive',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
    phoneNumber: '(217) 555-0120',
  },
  {
    propertyNumber: '102',
    name: 'Oak Street Lofts',
    numberOfUnits: 48,
    streetAddress1: '455 Oak Street',
    city: 'Champaign',
    state: 'IL',
    postalCode: '61820',
    phoneNumber: '(217) 555-0121',
  },
  {
    propertyNumber: '201',
    name: 'Riverside Commons',
    numberOfUnits: 210,
    streetAddress1: '900 River Road',
    city: 'Peoria',
    state: 'IL',
    postalCode: '61602',
    phoneNumber: '(309) 555-0122',
  },
  {
    propertyNumber: '202',
    name: 'Maple Court',
    numberOfUnits: 36,
    streetAddress1: '77 Maple Court',
    city: 'Bloomington',
    state: 'IL',
    postalCode: '61701',
    phoneNumber: '(309) 555-0123',
  },
];

export const DEMO_VENDORS = [
  {
    name: 'Rapid Restoration Co.',
    type: 'Disaster Recovery',
    email: 'dispatch@rapidrestore.example',
    phone: '(217) 555-0150',
    city: 'Springfield',
    state: 'IL',
    allPropertiesAssociated: true,
  },
  {
    name: 'BrightSpark Electric',
    type: 'Electrical',
    email: 'service@brightspark.example',
    phone: '(217) 555-0151',
    city: 'Champaign',
    state: 'IL',
    allPropertiesAssociated: false,
  },
  {
    name: 'FlowRight Plumbing',
    type: 'Plumbing',
    email: 'office@flowright.example',
    phone: '(309) 555-0152',
    city: 'Peoria',
    state: 'IL',
    allPropertiesAssociated: false,
  },
];

export const DEMO_EVENT_TYPES = [
  { name: 'Water Intrusion', categories: ['Pipe Burst', 'Roof Leak', 'Flooding', 'Appliance Leak', 'Sewer Backup'] },
  { name: 'Fire', categories: ['Kitchen Fire', 'Electrical Fire', 'Smoke Damage'] },
  { name: 'Injury', categories: ['Slip and Fall', 'Workplace Injury', 'Dog Bite'] },
  { name: 'Crime', categories: ['Break-in', 'Vandalism', 'Theft', 'Assault'] },
  { name: 'Mold', categories: ['Visible Growth', 'Odor Complaint'] },
  { name: 'Weather', categories: ['Wind Damage', 'Hail', 'Snow and Ice'] },
];

/** 'Incident Report' is the system type the incident-report PDF is filed under. */
export const DEMO_DOCUMENT_TYPES = [
  { name: 'Incident Report', isSystemType: true },
  { name: 'Invoice', isSystemType: false },
  { name: 'Police Report', isSystemType: false },
  { name: 'Estimate', isSystemType: false },
];
