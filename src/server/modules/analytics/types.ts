import type { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';

/** The reply of GET /analytics: what service.ts returns and each *-figures.ts file fills a part of. */
export type Analytics = ReplyOf<typeof analyticsEndpoints.analytics>;
