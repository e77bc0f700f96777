/** The demo sign-ins created on first start (printed by `npm start`); tests use the same personas. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_COMPANIES = {
  harbor: { name: 'Harbor Property Management' },
  /** Routine-task features are switched off for this company (the spec's "two named companies" rule as a setting). */
  summit: { name: 'Summit Residential', features: { routineTasks: false } },
} as const;

export const DEMO_LOGINS = {
  /** Every permission in Harbor. */
  admin: { email: 'admin@harbor.example', name: 'Avery Admin' },
  /** Runs events, properties, vendors and procedures in Harbor; no setup of roles or users. */
  manager: { email: 'manager@harbor.example', name: 'Morgan Manager' },
  /** Only reportEvents in Harbor. */
  reporter: { email: 'reporter@harbor.example', name: 'Riley Reporter' },
  /** Only viewDashboard in Harbor. */
  viewer: { email: 'viewer@harbor.example', name: 'Val Viewer' },
  /** Admin of Summit, and manager in Harbor: the login with two companies. */
  both: { email: 'casey@both.example', name: 'Casey Twofold' },
  /** Every permission in Summit only. */
  summitAdmin: { email: 'admin@summit.example', name: 'Sam Summit' },
  /** A login with no company at all ('Unrecognized User Name'). */
  nobody: { email: 'nobody@example.com', name: 'Noah Nobody' },
} as const;

export type DemoPersona = keyof typeof DEMO_LOGINS;
