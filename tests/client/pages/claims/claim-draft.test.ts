import { describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../../../schemas/claim/endpoints.ts';
import { ApiError } from '../../../../src/client/api/http.ts';
import {
  claimBody,
  claimProblems,
  draftCosts,
  draftOf,
  serverFieldErrors,
  withClaimType,
  withPolicy,
} from '../../../../src/client/pages/claims/claim-draft.ts';
import type { ClaimForEdit } from '../../../../src/client/pages/claims/claims-api.ts';

const choices: ClaimForEdit['policyChoices'] = [
  {
    id: 'p1',
    name: 'MM-1 (Midwest Mutual)',
    carrierName: 'Midwest Mutual',
    policyNumber: 'MM-1',
    contactNumber: '(312) 555-0140',
    deductible: 2500,
  },
  {
    id: 'p2',
    name: 'LV-2 (Second)',
    carrierName: 'Second',
    policyNumber: 'LV-2',
    contactNumber: null,
    deductible: 100,
  },
];

const blank: ClaimForEdit = {
  id: null,
  eventId: 'e1',
  propertyId: 'pr1',
  title: '',
  claimStatus: 0,
  claimStatusString: 'New',
  claimType: 0,
  claimTypeString: 'Property Liability',
  claimDate: '2026-11-23',
  reason: null,
  determinedCause: null,
  insuranceCompany: 'Midwest Mutual',
  policyId: null,
  policyNumber: 'MM-1',
  adjusterName: null,
  contactNumber: '(312) 555-0140',
  adjusterWorkEmail: null,
  claimNumber: null,
  notes: null,
  recoverableDepreciation: 0,
  deductible: 2500,
  costEstimate: 0,
  mitigationCost: 0,
  repairCost: 0,
  businessInterruptionCost: 0,
  settlementAmount: 0,
  damageRelatedExpenseTotal: 1250,
  totalLoss: 1250,
  adjustment: 1250,
  policyChoices: choices,
};

describe('the claim form’s draft (spec 002 §4, §5)', () => {
  it('choosing a policy sets its number; clearing it empties the number', () => {
    const draft = draftOf(blank);
    expect(withPolicy(draft, choices[1])).toMatchObject({ policyId: 'p2', policyNumber: 'LV-2' });
    expect(withPolicy(withPolicy(draft, choices[1]), undefined)).toMatchObject({ policyId: null, policyNumber: '' });
  });

  it('a new claim takes the first policy’s prefill again when its type changes; an edited one does not', () => {
    const typed = { ...draftOf(blank), policyNumber: 'typed', contactNumber: 'x' };
    typed.amounts.deductible = '5.00';
    expect(withClaimType(typed, 2, choices)).toMatchObject({
      claimType: 2,
      policyNumber: 'MM-1',
      contactNumber: '(312) 555-0140',
      amounts: expect.objectContaining({ deductible: '2500.00' }),
    });
    const edited = { ...typed, id: 'c1' };
    expect(withClaimType(edited, 3, choices)).toMatchObject({ claimType: 3, policyNumber: 'typed' });
  });

  it('the prefill chooses the first policy, so the number shown is always the chosen policy’s', () => {
    const second = withPolicy(draftOf(blank), choices[1]);
    expect(withClaimType(second, 1, choices)).toMatchObject({ policyId: choices[0].id, policyNumber: 'MM-1' });
  });

  it('computes Total Loss and Adjustment live from the typed amounts and the damages', () => {
    const draft = draftOf(blank);
    draft.amounts.repairCost = '1000';
    draft.amounts.mitigationCost = '250.5';
    draft.amounts.settlementAmount = '';
    expect(draftCosts(draft, 1250)).toEqual({ totalLoss: 2500.5, adjustment: 2500.5 });
    draft.amounts.settlementAmount = '500';
    expect(draftCosts(draft, 1250)).toEqual({ totalLoss: 2500.5, adjustment: 2000.5 });
  });

  it('requires the title and the claim date', () => {
    expect(claimProblems(draftOf(blank))).toEqual({ title: 'Title is required' });
    expect(claimProblems({ ...draftOf(blank), title: 'A', claimDate: null })).toEqual({
      claimDate: 'Claim Date is required',
    });
  });

  it('sends the payload InsuranceClaim: blank text as none, empty amounts as 0', () => {
    const body = claimBody({ ...draftOf(blank), title: ' Roof ' }, 'e1', 'pr1');
    expect(body).toMatchObject({
      eventId: 'e1',
      propertyId: 'pr1',
      title: 'Roof',
      claimDate: '2026-11-23',
      reason: null,
      deductible: 2500,
      repairCost: 0,
      policyNumber: 'MM-1',
    });
    expect(Object.keys(body)).not.toContain('id');
    // Every key is one the contract accepts.
    const accepted = Object.keys(claimEndpoints.save.body.properties.insuranceClaim.properties);
    expect(Object.keys(body).filter((key) => !accepted.includes(key))).toEqual([]);
  });

  it('shows the server’s field errors at their fields, ClaimDate too', () => {
    const refused = new ApiError(400, 'bad', {
      message: 'bad',
      validationErrors: [
        { field: 'ClaimDate', message: 'must be a date' },
        { field: 'insuranceClaim.policyId', message: "must be one of the property's policies" },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual({
      claimDate: 'must be a date',
      policyId: "must be one of the property's policies",
    });
    expect(serverFieldErrors(new ApiError(500, 'x', null))).toEqual({});
  });
});
