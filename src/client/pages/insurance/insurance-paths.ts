/** The insurance screens' routes (spec 002 §2): one place builds their links. */
export const INSURANCE_PATHS = {
  policies: '/insurancepolicies',
  properties: '/propertyinsurancepolicies',
  details: (propertyId: string) => `/propertyinsurancepolicydetails/${encodeURIComponent(propertyId)}`,
  /** The policy form: a policy's id to edit, none to add; `propertyId` presets one property. */
  form: (id?: string, propertyId?: string) =>
    `/addeditinsurancepolicy${id ? `/${encodeURIComponent(id)}` : ''}${
      propertyId ? `?propertyId=${encodeURIComponent(propertyId)}` : ''
    }`,
} as const;
