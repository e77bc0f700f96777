import { Modal, message, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import { setFeedbackApi } from './feedback.tsx';

/** antd's message, notification and modal hooks, themed by the surrounding ConfigProvider. */
export function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
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
