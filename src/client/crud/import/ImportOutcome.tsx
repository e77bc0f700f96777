import { Alert, Flex } from 'antd';
import type { ImportReply } from '../../../../schemas/import.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { ImportErrors } from './ImportErrors.tsx';
import { IMPORT_NOTES, importSummary } from './import-summary.ts';

/** Step 4's end: what the import wrote (and which rows it left out, with their errors), or that it was cancelled. */
export function ImportOutcome({ resource, reply }: { resource: ImportResource; reply: ImportReply | null }) {
  if (!reply) return <Alert type="warning" showIcon message={IMPORT_NOTES.cancelled} />;
  return (
    <Flex vertical gap="middle">
      <Alert
        type={reply.failed > 0 ? 'warning' : 'success'}
        showIcon
        message={importSummary(reply)}
        description={reply.failed > 0 ? IMPORT_NOTES.errorsSkipped : undefined}
      />
      <ImportErrors resource={resource} errors={reply.errors} />
    </Flex>
  );
}
