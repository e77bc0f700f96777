import { namespace } from '../catalogue.ts';

/** Setup → Audit Trail (issue 28, 3): the table, its filters, the downloads and Verify. */
export const auditText = namespace('audit', {
  intro:
    'Every change recorded in the company, sealed into a hash chain: each entry carries the hash of the one before, so a changed or removed entry breaks the chain. Verify walks it from the first entry.',
  time: 'Time',
  actor: 'Person or API key',
  kind: 'Kind',
  record: 'Record',
  nobody: 'System',
  person: 'Person',
  anyPerson: 'Any person',
  recordId: 'Record id',
  kindFilter: 'Kind (e.g. vendor.updated)',
  dates: 'Dates',
  clear: 'Clear filters',
  downloadJson: 'Download signed JSON',
  verify: 'Verify',
  intact: 'The chain is intact: {{count}} entries, last entry #{{seq}}.',
  broken: 'The chain is broken at entry #{{seq}}: {{why}}',
  whyGap: 'the entry is missing.',
  whyPreviousHash: 'it does not name the hash of the entry before.',
  whyHash: 'its content does not match its hash.',
  head: 'Head hash',
  failed: 'The trail could not be read. Try again.',
});
