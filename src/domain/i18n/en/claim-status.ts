import { namespace } from '../../common/catalogue.ts';

/** Insurance claim status names (spec 002 §4 'Claim status values') by value, as domain/claims/claim-status.ts words them. */
export const claimStatusText = namespace('claimStatus', {
  '0': 'New',
  '1': 'Under Review',
  '2': 'In Litigation',
  '3': 'Pending Claim Number',
  '4': 'Pending Estimates',
  '5': 'Pending Payment/Settled',
  '6': 'Pending Repairs/Paid',
  '7': 'Closed Denied',
  '8': 'Closed Paid',
  '9': 'Closed Resident Out Of Pocket',
  '10': 'Closed Uncollected',
  /** The report's 'Current Status' of an event without a claim (spec 001 §2 'Reports'). */
  notYetAvailable: 'NOT YET AVAILABLE',
  /** A value outside the spec's eleven. */
  other: 'Claim status {{value}}',
});
