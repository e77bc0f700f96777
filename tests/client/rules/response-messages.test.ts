import { describe, expect, it } from 'vitest';
import { globalFailureMessage } from '../../../src/client/rules/response-messages.ts';

describe('global response handling (spec 000 §8)', () => {
  it.each([
    [500, 'The server encountered an error. Please try again later.'],
    [503, 'The server encountered an error. Please try again later.'],
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [0, 'Unable to connect to the server. Please check your internet connection or try again later.'],
  ])('%s → toast', (status, text) => {
    expect(globalFailureMessage(status)).toBe(text);
  });

  it.each([401, 400, 409, 422])('%s → no global toast', (status) => {
    expect(globalFailureMessage(status)).toBeNull();
  });
});
