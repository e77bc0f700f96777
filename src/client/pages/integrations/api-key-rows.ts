import type { apiKeyEndpoints } from '../../../../schemas/api-key.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';

/** One key as GET /apikeys answers it. */
export type ApiKeyRow = ReplyOf<typeof apiKeyEndpoints.list>['apiKeys'][number];

export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

/** What a key is now: revoked (whatever its expiry), expired, or active. */
export function apiKeyStatus(key: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The expiry an end-of-day choice means: the last second of that day, where the browser is. */
export function endOfDayIso(day: { year: number; month: number; date: number }): string {
  return new Date(day.year, day.month, day.date, 23, 59, 59).toISOString();
}
