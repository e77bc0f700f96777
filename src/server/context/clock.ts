/** Where the services read the time: the system clock, or a fixed one in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
