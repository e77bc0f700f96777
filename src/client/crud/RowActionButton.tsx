import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { ResourceRecord, RowAction } from '../resources/definition.ts';
import { ROW_ACTION_ICONS } from './row-action-icons.tsx';
import { runRowAction } from './run-row-action.ts';

/** A declared row action as an icon button beside the edit button; busy while its call runs. */
export function RowActionButton({ action, row, rowName }: { action: RowAction; row: ResourceRecord; rowName: string }) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await runRowAction(action, row);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Tooltip title={action.label}>
      <Button
        type="text"
        icon={ROW_ACTION_ICONS[action.icon]}
        loading={running}
        aria-label={`${action.label} ${rowName}`.trim()}
        onClick={() => void run()}
      />
    </Tooltip>
  );
}
