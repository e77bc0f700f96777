import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { integrationsText } from '../../i18n/en/integrations.ts';
import { useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';

/** What a secret dialog says: its title, why to copy now, the field's name and the copy's outcomes. */
export interface SecretWords {
  title: string;
  warning: string;
  label: string;
  copied: string;
  copyRefused: string;
}

/**
 * A secret just made (an API key, a webhook's signing secret), shown this once: a warning that it
 * will not be shown again, the secret (read-only, selectable) and 'Copy'. Closed only by 'Done'.
 */
export function SecretDialog({
  secret,
  words,
  testId,
  onClose,
}: {
  secret: string;
  words: SecretWords;
  testId: string;
  onClose: () => void;
}) {
  const t = useText(integrationsText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast('success', words.copied);
    } catch {
      showToast('error', words.copyRefused);
    }
  };
  return (
    <Modal
      open
      title={words.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={words.warning} style={{ marginBottom: 16 }} />
      <Flex gap="small" wrap>
        <Input
          readOnly
          value={secret}
          aria-label={words.label}
          data-testid={testId}
          style={{ fontFamily: 'monospace', flex: '1 1 260px' }}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </Flex>
    </Modal>
  );
}
