import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { WebhookNetwork } from '../../adapters/webhooks/index.ts';
import { bareHost, classifyAddress, deliverableAddress } from './address.ts';

/** The most of a receiver's answer kept (the delivery log shows it). */
export const RESPONSE_BODY_LIMIT = 1024;

const MESSAGES = apiMessagesText.en;

/** What one POST came to: an answer (any status), or no answer and why. */
export type PostOutcome =
  | { answered: true; status: number; body: string; durationMs: number }
  | { answered: false; error: string; durationMs: number };

class RefusedAddress extends Error {}

/**
 * POSTs a webhook body without trusting the receiver's name (issue 28, 2). The host is resolved
 * here, every address it resolves to is checked (public; loopback only when allowed) and the
 * socket connects to exactly the address that was checked: the request's `lookup` answers it, so
 * a name that resolves to a public address for the check and to 10.0.0.1 a moment later (DNS
 * rebinding) cannot reach the private one. An address in the URL is checked the same way (node
 * does not call `lookup` for one). No redirect is followed (node's http never does; a 3xx is a
 * failure), the whole exchange has `network.timeoutMs`, and only the answer's first kilobyte is
 * read. TLS still verifies the certificate against the host name.
 */
export async function safePost(
  network: WebhookNetwork,
  target: string,
  body: string,
  headers: Record<string, string>,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const plain = url.protocol === 'http:';
  const host = bareHost(url.hostname);
  // Plain http only to a loopback address, and only when allowed (development, tests).
  if ((url.protocol !== 'https:' && !plain) || (plain && !network.allowHttpLoopback))
    return { answered: false, error: MESSAGES.webhookUrlNotHttps, durationMs: 0 };
  const allowed = (address: string) =>
    plain ? classifyAddress(address) === 'loopback' : deliverableAddress(address, network.allowHttpLoopback);
  if (ipaddr.isValid(host) && !allowed(host)) {
    return { answered: false, error: MESSAGES.webhookDeliveryRefusedAddress, durationMs: 0 };
  }
  const lookup: LookupFunction = (hostname, options, callback) => {
    network
      .resolve(hostname)
      .then((found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const candidates = found.filter((each) => wanted === 0 || each.family === wanted);
        // Every address must pass: a name that also points somewhere private is refused outright.
        if (candidates.length === 0 || !candidates.every((each) => allowed(each.address))) {
          throw new RefusedAddress(MESSAGES.webhookDeliveryRefusedAddress);
        }
        const chosen = candidates[0] as { address: string; family: number };
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (plain ? http : https).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      lookup,
      // A fresh connection each time: no pooled socket to an address checked for another request.
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ answered: false, error: MESSAGES.webhookDeliveryTimedOut, durationMs: elapsed() });
    }, network.timeoutMs);
    request.on('error', (error) => {
      const refused = error instanceof RefusedAddress || error.message === MESSAGES.webhookDeliveryRefusedAddress;
      finish({
        answered: false,
        error: refused ? MESSAGES.webhookDeliveryRefusedAddress : MESSAGES.webhookDeliveryNetwork,
        durationMs: elapsed(),
      });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        response.destroy();
        finish({
          answered: true,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8'),
          durationMs: elapsed(),
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        kept += chunk.length;
        if (kept >= RESPONSE_BODY_LIMIT) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
