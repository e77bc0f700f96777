import { type ServerProcess, startServer } from './server-process.ts';

/**
 * A second server for the onboarding test: an EMPTY installation (no demo seed) on its own port
 * (E2E_ONBOARDING_PORT) and data folder, mailing through `smtpUrl`.
 */
export function startEmptyServer(smtpUrl: string): Promise<ServerProcess> {
  return startServer(Number(process.env.E2E_ONBOARDING_PORT ?? 3198), {
    SEED_DEMO_DATA: 'false',
    SMTP_URL: smtpUrl,
    JOBS_POLL_INTERVAL_SECONDS: '1',
  });
}
