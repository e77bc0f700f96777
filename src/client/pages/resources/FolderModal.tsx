import { Button, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  FOLDER_NAME_MAX_LENGTH,
  FOLDER_NOTES_ROWS,
  RESOURCE_MESSAGES,
  RESOURCE_NOTE_MAX_LENGTH,
  RESOURCE_REFUSALS,
} from '../../../domain/resources/resource-folders.ts';
import { showToast } from '../../session/toasts.ts';
import { type FolderItem, saveFolderIn, type WritablePlace } from './resource-api.ts';

interface FolderModalProps {
  /** Where a new folder goes (the opened folder), or the scope of the folder edited. */
  place: WritablePlace;
  /** The folder edited; null for a new one. */
  folder: FolderItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add/Edit Folder (spec 001 §4, §5, §9): Name required, Notes of 3 to 6 rows, Archived disabled for
 * a new folder. A refusal is toasted with the server's failureReason (4 s); other failures were
 * toasted by the HTTP client.
 */
export function FolderModal({ place, folder, onClose, onSaved }: FolderModalProps) {
  const [name, setName] = useState(folder?.name ?? '');
  const [notes, setNotes] = useState(folder?.notes ?? '');
  const [isArchived, setArchived] = useState(folder?.isArchived ?? false);
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState(false);
  const blank = name.trim() === '';

  const submit = async () => {
    if (blank || running) return;
    setRunning(true);
    try {
      const reply = await saveFolderIn(place, {
        ...(folder ? { id: folder.id } : { parentId: place.folderId }),
        name: name.trim(),
        notes,
        isArchived,
      });
      if (!reply.success) {
        showToast('error', reply.failureReason ?? RESOURCE_REFUSALS.blankName);
        return;
      }
      showToast('success', RESOURCE_MESSAGES.folderSaved);
      onSaved();
      onClose();
    } catch {
      // The HTTP client toasted it.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open
      title={folder ? 'Edit Folder' : 'Add Folder'}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()} disabled={running}>
        <Form.Item
          label="Name"
          htmlFor="folder-name"
          required
          validateStatus={touched && blank ? 'error' : undefined}
          help={touched && blank ? RESOURCE_REFUSALS.blankName : undefined}
        >
          <Input
            id="folder-name"
            value={name}
            autoFocus
            maxLength={FOLDER_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
        <Form.Item label="Notes" htmlFor="folder-notes">
          <Input.TextArea
            id="folder-notes"
            value={notes}
            autoSize={FOLDER_NOTES_ROWS}
            maxLength={RESOURCE_NOTE_MAX_LENGTH}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={isArchived} disabled={!folder} onChange={(event) => setArchived(event.target.checked)}>
            Archived
          </Checkbox>
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Close</Button>
          <Button type="primary" htmlType="submit" disabled={blank} loading={running}>
            Save
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
