import type { TwilioConfig } from '../../config.ts';
import type { SmsAdapter, TextMessage } from './sms-adapter.ts';

/** An answer other than 2xx from the provider (the worker retries it, then records it failed). */
export class SmsProviderError extends Error {}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From or
 * MessagingServiceSid, Body; HTTP basic auth with the account SID and auth token).
 */
export class TwilioSmsAdapter implements SmsAdapter {
  readonly deliversText = true;

  constructor(private readonly config: TwilioConfig) {}

  async send({ to, body }: TextMessage): Promise<void> {
    const { accountSid, authToken, from, apiUrl, timeoutMs } = this.config;
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return;
    const detail = await response.text().catch(() => '');
    let message = detail.slice(0, 200);
    try {
      message = (JSON.parse(detail) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: keep the text.
    }
    throw new SmsProviderError(`Twilio answered ${response.status}: ${message}`);
  }
}
