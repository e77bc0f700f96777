import { parseArgs } from 'node:util';
import { type FirstRunInput, firstRunSchema } from '../../../schemas/onboarding.ts';
import { textProblem } from '../../domain/common/text-hygiene.ts';
import { validationMessage } from '../../domain/common/validation-messages.ts';
import { compileStrict } from '../http/validator-compilers.ts';
import { type NewCompany, namesFromEmail } from '../modules/onboarding/provision-company.ts';

export const USAGE = `Usage: npm run company:create -- --name "Acme Residential" --admin-email pat@acme.example
         [--admin-first-name Pat --admin-last-name Lee] [--type 1|99] [--no-routine-tasks]`;

/** A refusal of the command's input: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** Which option each field of the first-run body comes from, for the messages. */
const OPTION_OF: Record<keyof FirstRunInput, string> = {
  companyName: '--name',
  companyType: '--type',
  firstName: '--admin-first-name',
  lastName: '--admin-last-name',
  email: '--admin-email',
};

const validFirstRun = compileStrict(firstRunSchema);

/**
 * The command's options → the company to create, checked by the same JSON Schema as the
 * first-run form (one rule for both doors); names default from the e-mail ('pat.lee@…' → Pat Lee).
 */
export function parseCompanyCreateArgs(args: string[]): NewCompany {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        name: { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-first-name': { type: 'string' },
        'admin-last-name': { type: 'string' },
        type: { type: 'string', default: '1' },
        'no-routine-tasks': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : undefined);
  const name = text('name');
  if (!name) throw new UsageError('--name is required.');
  const email = text('admin-email');
  if (!email) throw new UsageError('--admin-email is required.');
  const fromEmail = namesFromEmail(email);
  const input = {
    companyName: name,
    companyType: Number(text('type')),
    firstName: text('admin-first-name') || fromEmail.firstName,
    lastName: text('admin-last-name') || fromEmail.lastName,
    email,
  };
  // The rule every request's text obeys (control and bidirectional characters): the command is no back door.
  for (const [field, value] of Object.entries(input)) {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) throw new UsageError(`${OPTION_OF[field as keyof FirstRunInput]} ${problem}.`);
  }
  if (!validFirstRun(input)) {
    const [error] = validFirstRun.errors ?? [];
    const field = (error?.instancePath.slice(1) || 'companyName') as keyof FirstRunInput;
    const shown = field === 'companyType' ? `'${text('type')}' (1 Property Management or 99 Other)` : '';
    throw new UsageError(
      `${OPTION_OF[field] ?? field} ${validationMessage(error?.keyword ?? '', error?.params ?? {})}${shown ? `: ${shown}` : ''}.`,
    );
  }
  return {
    name: input.companyName,
    type: input.companyType,
    admin: { email: input.email, firstName: input.firstName, lastName: input.lastName },
    routineTasks: values['no-routine-tasks'] !== true,
  };
}
