export * from './companies.ts';
export * from './events.ts';
export * from './identity.ts';
export * from './outbox.ts';
export * from './people.ts';
export * from './properties.ts';
export * from './roles.ts';
export * from './vendors.ts';
