import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiMessagesText } from '../../../src/domain/i18n/en/api-messages.ts';
import { classifyAddress, deliverableAddress } from '../../../src/server/modules/webhooks/address.ts';
import {
  failedTooLong,
  nextAttemptAfterFailure,
  retryDelayMs,
  WEBHOOK_AUTO_PAUSE_AFTER_MS,
  WEBHOOK_RETRY_WINDOW_MS,
} from '../../../src/server/modules/webhooks/backoff.ts';
import { safePost } from '../../../src/server/modules/webhooks/safe-fetch.ts';
import { newSigningSecret, signatureHeader } from '../../../src/server/modules/webhooks/signature.ts';

describe('webhook signature (X-Signature, the Stripe scheme)', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "t.body"> keyed with the whole secret', () => {
    const secret = 'whsec_test';
    const body = '{"id":"1","kind":"event.created"}';
    const header = signatureHeader(secret, body, 1_700_000_000);
    // The value computed independently, from the documented scheme.
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(signatureHeader(secret, `${body} `, 1_700_000_000)).not.toBe(header);
    expect(signatureHeader(secret, body, 1_700_000_001)).not.toBe(header);
    expect(signatureHeader(`${secret}x`, body, 1_700_000_000)).not.toBe(header);
  });

  it('secrets are whsec_ and 32 random bytes in base64url, never twice the same', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(a);
  });
});

describe('webhook address classification', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'refused'],
    ['172.16.5.4', 'refused'],
    ['192.168.0.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['100.64.0.1', 'refused'],
    ['0.0.0.0', 'refused'],
    ['255.255.255.255', 'refused'],
    ['224.0.0.1', 'refused'],
    ['192.0.2.1', 'refused'],
    ['::', 'refused'],
    ['fe80::1', 'refused'],
    ['fc00::1', 'refused'],
    ['fd12:3456::1', 'refused'],
    ['ff02::1', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['::ffff:169.254.169.254', 'refused'],
    ['2002:a00:1::1', 'refused'],
    ['64:ff9b::a00:1', 'refused'],
    ['2001::1', 'refused'],
    ['not-an-address', 'refused'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('loopback is deliverable only when allowed', () => {
    expect(deliverableAddress('127.0.0.1', false)).toBe(false);
    expect(deliverableAddress('127.0.0.1', true)).toBe(true);
    expect(deliverableAddress('10.0.0.1', true)).toBe(false);
    expect(deliverableAddress('8.8.8.8', false)).toBe(true);
  });
});

describe('webhook retry schedule', () => {
  it('doubles from 30 seconds up to 2 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_840_000, 7_200_000, 7_200_000, 7_200_000,
    ]);
  });

  it('retries within 24 hours of the delivery, then gives up (null)', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    let now = created;
    let attempts = 0;
    const tries: Date[] = [];
    for (;;) {
      attempts++;
      const next = nextAttemptAfterFailure(created, attempts, now);
      if (!next) break;
      expect(next.getTime() - now.getTime()).toBe(retryDelayMs(attempts));
      tries.push(next);
      now = next;
    }
    const last = tries.at(-1) as Date;
    expect(last.getTime() - created.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(last.getTime() - created.getTime()).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS - retryDelayMs(20));
    expect(attempts).toBe(tries.length + 1);
  });

  it('pauses an endpoint only after it has failed for the whole pause threshold', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(failedTooLong(null, now)).toBe(false);
    expect(failedTooLong(new Date(now.getTime() - WEBHOOK_AUTO_PAUSE_AFTER_MS + 1), now)).toBe(false);
    expect(failedTooLong(new Date(now.getTime() - WEBHOOK_AUTO_PAUSE_AFTER_MS), now)).toBe(true);
  });
});

describe('a delivery over plain http', () => {
  const network = (allowHttpLoopback: boolean, address: string) => ({
    allowHttpLoopback,
    timeoutMs: 1_000,
    resolve: async () => [{ address, family: 4 }],
  });

  it('is refused without WEBHOOKS_ALLOW_HTTP_LOOPBACK, and to any address but a loopback one with it', async () => {
    const refusals = await Promise.all([
      safePost(network(false, '127.0.0.1'), 'http://127.0.0.1:9/hook', '{}', {}),
      safePost(network(true, '93.184.216.34'), 'http://93.184.216.34/hook', '{}', {}),
      safePost(network(true, '93.184.216.34'), 'http://receiver.example/hook', '{}', {}),
    ]);
    expect(refusals.map((outcome) => outcome.answered)).toEqual([false, false, false]);
    expect(refusals.map((outcome) => (outcome.answered ? '' : outcome.error))).toEqual([
      apiMessagesText.en.webhookUrlNotHttps,
      apiMessagesText.en.webhookDeliveryRefusedAddress,
      apiMessagesText.en.webhookDeliveryRefusedAddress,
    ]);
  });
});
