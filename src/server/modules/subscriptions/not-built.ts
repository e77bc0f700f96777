import { AppError } from '../../http/errors.ts';

/** Milestone stub: the contract is registered before its service is written. */
export function notBuiltYet(): never {
  throw new AppError(501, 'Not built yet.');
}
