import { Button, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import {
  FOLDER_NAME_MAX_LENGTH,
  FOLDER_NOTES_ROWS,
  RESOURCE_NOTE_MAX_LENGTH,
} from '../../../domain/resources/resource-folders.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
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
  const t = useText(resourceBrowserText);
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
        showToast('error', reply.failureReason ?? translate(apiMessagesText, 'folderBlankName'));
        return;
      }
      showToast('success', translate(apiMessagesText, 'resourceFolderSaved'));
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
      title={folder ? t('editFolder') : t('addFolder')}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()} disabled={running}>
        <Form.Item
          label={t('name')}
          htmlFor="folder-name"
          required
          validateStatus={touched && blank ? 'error' : undefined}
          help={touched && blank ? translate(apiMessagesText, 'folderBlankName') : undefined}
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
        <Form.Item label={t('notes')} htmlFor="folder-notes">
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
            {t('archived')}
          </Checkbox>
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="primary" htmlType="submit" disabled={blank} loading={running}>
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
