import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleGlobalFailure } from '../../../src/client/session/response-handling.ts';

// The toasts go through antd's message API (top centre), never the notification one (top right).
const open = vi.fn();
vi.mock('../../../src/client/feedback/feedback.tsx', () => ({
  withFeedback: (use: (api: { message: { open: typeof open } }) => void) => use({ message: { open } }),
}));

beforeEach(() => open.mockClear());

describe('global response toasts (spec 000 §8: 5 seconds, top centre)', () => {
  it.each([
    [500, 'The server encountered an error. Please try again later.'],
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [0, 'Unable to connect to the server. Please check your internet connection or try again later.'],
  ])('%s: an error toast for 5 seconds', (status, text) => {
    handleGlobalFailure(status, { method: 'GET' });
    expect(open).toHaveBeenCalledWith({ type: 'error', content: text, duration: 5, key: text });
  });

  it('401 is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handleGlobalFailure(401, { method: 'GET' });
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
