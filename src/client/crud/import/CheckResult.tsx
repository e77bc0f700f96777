import { Alert, Flex, Typography } from 'antd';
import type { ImportReply } from '../../../../schemas/import.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { ImportErrors } from './ImportErrors.tsx';
import { checkSummary, IMPORT_NOTES, rowsToImport, unchangedNote } from './import-summary.ts';

/** Step 3: what the dry run found — the summary, the errors, and what 'Import N rows' will and will not write. */
export function CheckResult({ resource, reply }: { resource: ImportResource; reply: ImportReply }) {
  const notes = [
    rowsToImport(reply) === 0 ? IMPORT_NOTES.nothingToImport : null,
    reply.failed > 0 ? IMPORT_NOTES.errorsSkipped : null,
    unchangedNote(reply),
  ].filter((note) => note !== null);
  return (
    <Flex vertical gap="middle">
      <Alert type={reply.failed > 0 ? 'warning' : 'success'} showIcon message={checkSummary(reply)} />
      <ImportErrors resource={resource} errors={reply.errors} />
      {notes.length > 0 && <Typography.Paragraph style={{ margin: 0 }}>{notes.join(' ')}</Typography.Paragraph>}
    </Flex>
  );
}
