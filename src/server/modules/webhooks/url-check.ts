import ipaddr from 'ipaddr.js';
import { fill } from '../../../domain/common/catalogue.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { WebhookNetwork } from '../../adapters/webhooks/index.ts';
import { invalidField } from '../../http/errors.ts';
import { bareHost, classifyAddress, deliverableAddress } from './address.ts';

const MESSAGES = apiMessagesText.en;

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * A webhook URL as it may be saved (400 on `url` otherwise): absolute, https — or http to a
 * loopback address (127.0.0.0/8, ::1, localhost) when WEBHOOKS_ALLOW_HTTP_LOOPBACK=true — with
 * no credentials, whose host (an address, or every address its name resolves to now) is public.
 * The delivery checks the address again when it connects (safe-fetch.ts): a name may change.
 */
export async function checkWebhookUrl(raw: string, network: WebhookNetwork): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidField('url', MESSAGES.webhookUrlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidField('url', MESSAGES.webhookUrlNotHttps);
  if (url.username || url.password) throw invalidField('url', MESSAGES.webhookUrlCredentials);
  const host = bareHost(url.hostname);
  if (!host) throw invalidField('url', MESSAGES.webhookUrlInvalid);
  const literal = ipaddr.isValid(host);
  if (url.protocol === 'http:') {
    const loopback = literal ? classifyAddress(host) === 'loopback' : isLoopbackName(host);
    if (!(network.allowHttpLoopback && loopback)) throw invalidField('url', MESSAGES.webhookUrlNotHttps);
  }
  const addresses = literal
    ? [host]
    : await network.resolve(host).then(
        (found) => found.map((each) => each.address),
        () => [],
      );
  if (addresses.length === 0) throw invalidField('url', fill(MESSAGES.webhookUrlUnresolved, { host }));
  if (!addresses.every((address) => deliverableAddress(address, network.allowHttpLoopback))) {
    throw invalidField('url', fill(MESSAGES.webhookUrlNotPublic, { host }));
  }
  return url.toString();
}
