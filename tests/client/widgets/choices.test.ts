import { describe, expect, it } from 'vitest';
import { CHOICES_FAILED, CHOICES_LOADING, choicesView } from '../../../src/client/widgets/choices-state.ts';

describe('a select whose choices come from the server (issue 9, point 14)', () => {
  it('cannot be used while its first read is under way, so no choice is made into a list still arriving', () => {
    expect(choicesView({ isPending: true, isError: false, errorUpdateCount: 0 }, 'Select a role')).toEqual({
      waiting: true,
      placeholder: CHOICES_LOADING,
      empty: CHOICES_LOADING,
    });
  });

  it('is usable with its own placeholder once the choices are there', () => {
    expect(choicesView({ isPending: false, isError: false, errorUpdateCount: 0 }, 'Select a role')).toEqual({
      waiting: false,
      placeholder: 'Select a role',
      empty: 'Nothing to choose',
    });
  });

  it('says when the choices could not be read, instead of an empty list', () => {
    expect(choicesView({ isPending: false, isError: true, errorUpdateCount: 2 }, 'Select a role')).toEqual({
      waiting: false,
      placeholder: CHOICES_FAILED,
      empty: CHOICES_FAILED,
      status: 'error',
    });
  });

  it('stays open and usable while the user retries a failed read', () => {
    expect(choicesView({ isPending: true, isError: false, errorUpdateCount: 2 }, 'Select a role')).toMatchObject({
      waiting: false,
      empty: CHOICES_LOADING,
    });
  });
});
