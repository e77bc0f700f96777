import { UndoOutlined } from '@ant-design/icons';
import type { NotificationProvider } from '@refinedev/core';
import { Button, Flex } from 'antd';
import { withFeedback } from '../feedback/feedback.tsx';
import { shellText } from '../i18n/en/shell.ts';
import { translate } from '../i18n/language.ts';

/**
 * Refine's notifications through antd's themed notification API (of the app frame, feedback.tsx): the same behaviour as
 * @refinedev/antd's useNotificationProvider (message/description, an Undo button for undoable
 * mutations), written here because importing that barrel puts its markdown renderer, CSV parser
 * and layouts (~55 KB gzip) into the first page.
 */
export function useNotificationProvider(): NotificationProvider {
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) =>
      withFeedback(({ notification }) => {
        if (type === 'progress') {
          notification.open({
            key,
            message: null,
            duration: 0,
            closeIcon: false,
            description: (
              <Flex align="center" justify="space-between" gap={8}>
                <span>
                  {message} ({undoableTimeout ?? 0}s)
                </span>
                <Button
                  aria-label={translate(shellText, 'undo')}
                  icon={<UndoOutlined />}
                  disabled={undoableTimeout === 0}
                  onClick={() => {
                    cancelMutation?.();
                    if (key) notification.destroy(key);
                  }}
                />
              </Flex>
            ),
          });
          return;
        }
        notification.open({
          key,
          type,
          message: description ?? message,
          description: description ? message : undefined,
        });
      }),
    close: (key) => withFeedback(({ notification }) => notification.destroy(key)),
  };
}
