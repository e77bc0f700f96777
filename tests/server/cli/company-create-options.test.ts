import { describe, expect, it } from 'vitest';
import { parseCompanyCreateArgs, UsageError } from '../../../src/server/cli/company-create-options.ts';

describe('company:create options', () => {
  it('reads the company and its administrator, names from the e-mail unless given', () => {
    expect(parseCompanyCreateArgs(['--name', ' Acme Residential ', '--admin-email', 'pat.lee@acme.example'])).toEqual({
      name: 'Acme Residential',
      type: 1,
      admin: { email: 'pat.lee@acme.example', firstName: 'Pat', lastName: 'Lee' },
      routineTasks: true,
    });
    expect(
      parseCompanyCreateArgs([
        '--name',
        'Acme',
        '--admin-email',
        'ops@acme.example',
        '--admin-first-name',
        'Robin',
        '--admin-last-name',
        'Diaz',
        '--type',
        '99',
        '--no-routine-tasks',
      ]),
    ).toEqual({
      name: 'Acme',
      type: 99,
      admin: { email: 'ops@acme.example', firstName: 'Robin', lastName: 'Diaz' },
      routineTasks: false,
    });
    expect(parseCompanyCreateArgs(['--name', 'A', '--admin-email', 'ops@acme.example']).admin).toMatchObject({
      firstName: 'Ops',
      lastName: 'Administrator',
    });
  });

  it.each([
    [['--admin-email', 'pat@acme.example'], '--name is required.'],
    [['--name', '  ', '--admin-email', 'pat@acme.example'], '--name is required.'],
    [['--name', 'X'], '--admin-email is required.'],
    [['--name', 'X', '--admin-email', 'not-an-email'], '--admin-email must be a valid e-mail address.'],
    [
      ['--name', 'X', '--admin-email', 'x@y.example', '--type', '7'],
      "--type is not one of the allowed values: '7' (1 Property Management or 99 Other).",
    ],
    [['--name', 'X', '--admin-email', 'x@y.example', '--colour', 'red'], "Unknown option '--colour'"],
    [['--name', 'X', '--admin-email', 'x@y.example', 'stray'], 'Unexpected argument'],
    [['--name', 'x'.repeat(201), '--admin-email', 'x@y.example'], '--name must be at most 200 characters.'],
    [['--name', 'Acme\u202Eevil', '--admin-email', 'x@y.example'], '--name must not contain bidirectional control'],
    [
      ['--name', 'Acme', '--admin-email', 'x@y.example', '--admin-first-name', 'Pat\u0007'],
      '--admin-first-name must not contain',
    ],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseCompanyCreateArgs([...args])).toThrow(UsageError);
    expect(() => parseCompanyCreateArgs([...args])).toThrow(message);
  });
});
