import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import { type FileKind, kindOfType } from '../../../domain/resources/accepted-file-types.ts';
import type { KeyOf } from '../../i18n/catalogue.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { moveFileIn, moveTargetsOf, type ResourceFile, type WritablePlace } from './resource-api.ts';

const TITLES = {
  document: 'moveDocument',
  image: 'moveImage',
  video: 'moveVideo',
} as const satisfies Record<FileKind, KeyOf<typeof resourceBrowserText>>;

const MOVED = {
  document: 'resourceDocumentMoved',
  image: 'resourceImageMoved',
  video: 'resourceVideoMoved',
} as const satisfies Record<FileKind, KeyOf<typeof apiMessagesText>>;

interface MoveModalProps {
  place: WritablePlace;
  file: ResourceFile;
  onClose: () => void;
  onMoved: () => void;
}

/**
 * The move dialog (spec 001 §4, §5, §8): the folders the server offers, by path, the current one
 * shown and not choosable; Move is disabled until a folder is chosen. Moved: 'Document successfully
 * moved' (and the image and video wording); refused: the server's failureReason (4 s).
 */
export function MoveModal({ place, file, onClose, onMoved }: MoveModalProps) {
  const t = useText(resourceBrowserText);
  const kind = kindOfType(file.kind);
  const [chosen, setChosen] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const targets = useQuery({
    queryKey: ['moveTargets', place, file.id],
    queryFn: ({ signal }) => moveTargetsOf(place, file.id, signal),
    gcTime: 0,
  });
  const options = (targets.data?.data.folders ?? []).map((target) => ({
    value: target.id,
    label: target.isCurrentlyAssignedFolder ? t('currentFolder', { path: target.path }) : target.path,
    disabled: target.isCurrentlyAssignedFolder,
  }));

  const move = async () => {
    if (!chosen || running) return;
    setRunning(true);
    try {
      const reply = await moveFileIn(place, file.id, chosen);
      if (!reply.data.success) {
        showToast('error', reply.data.failureReason ?? t('notMoved'));
        return;
      }
      showToast('success', translate(apiMessagesText, MOVED[kind]));
      onMoved();
      onClose();
    } catch {
      // The HTTP client toasted it.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal open title={t(TITLES[kind])} footer={null} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void move()}>
        <Form.Item label={t('moveTo', { name: file.name })} htmlFor="move-target">
          <Select
            id="move-target"
            aria-label={t('folder')}
            placeholder={t('chooseFolder')}
            loading={targets.isPending}
            disabled={targets.isPending || running}
            value={chosen ?? undefined}
            options={options}
            onChange={setChosen}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="primary" htmlType="submit" disabled={!chosen} loading={running}>
            {t('move')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
