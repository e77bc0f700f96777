import { namespace } from '../../common/catalogue.ts';

/** Insurance claim type names (spec 001 §3 'Claim', §9) by value, as domain/claims/claim-types.ts words them. */
export const claimTypeText = namespace('claimType', {
  '0': 'Property Liability',
  '1': 'Resident Liability',
  '2': 'Property Casualty',
  '3': 'Vendor Liability',
  /** A value outside the spec's four. */
  other: 'Claim type {{value}}',
});
