import { Modal, message, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import { setFeedbackApi } from './feedback-api.ts';

/** How many toasts are on screen at once. */
export const MAX_TOASTS = 2;

/** antd's message, notification and modal hooks, themed by the surrounding ConfigProvider. */
export function FeedbackHolders() {
  // Toasts stack down from the top centre: two at most, so they stay above a list's search and
  // switches (issue 9, point 16); a third replaces the oldest.
  const [messageApi, messageHolder] = message.useMessage({ maxCount: MAX_TOASTS });
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  const api = useMemo(
    () => ({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [messageApi, notificationApi, modalApi],
  );
  useEffect(() => {
    setFeedbackApi(api);
    return () => setFeedbackApi(null);
  }, [api]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
