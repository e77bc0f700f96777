export type { SubscriptionWorkerConfig } from '../../config.ts';
