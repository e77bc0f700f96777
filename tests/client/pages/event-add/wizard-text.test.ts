import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/client/api/http.ts';
import { mailHref, telHref } from '../../../../src/client/pages/event-add/contact-links.ts';
import { unsaidFailure } from '../../../../src/client/pages/step-wizard/save-failure.ts';

describe('side panel links (spec 001 §2: name with a mail link and a phone link)', () => {
  it('mails the address and dials the digits of the number', () => {
    expect(mailHref(' pat@example.com ')).toBe('mailto:pat@example.com');
    expect(mailHref('')).toBeNull();
    expect(telHref('(217) 555-0150')).toBe('tel:2175550150');
    expect(telHref('+1 217 555 0150')).toBe('tel:+12175550150');
    expect(telHref(null)).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });
});

describe('unsaidFailure: what the wizard toasts itself', () => {
  it("says a refusal's reason and a failed reply, leaves the rest to the global handler", () => {
    expect(unsaidFailure(new ApiError(400, 'The event is no longer being reported', null))).toBe(
      'The event is no longer being reported',
    );
    expect(unsaidFailure(new Error('The progress was not saved.'))).toBe('The progress was not saved.');
    expect(unsaidFailure(new ApiError(409, 'This task location is already complete.', null))).toBe(
      'This task location is already complete.',
    );
    expect(unsaidFailure(new ApiError(500, 'Internal', null))).toBeNull();
    expect(unsaidFailure(new TypeError('Failed to fetch'))).toBeNull();
    expect(unsaidFailure(new DOMException('stop', 'AbortError'))).toBeNull();
  });
});
