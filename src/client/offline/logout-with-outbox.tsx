import { Button, Flex } from 'antd';
import { withFeedback } from '../feedback/feedback.tsx';
import { currentOwner, discardWaiting, hasWaiting, OUTBOX_MESSAGES, outboxState, sendWaiting } from './outbox.ts';

/**
 * Log out (issue 27) when saves made offline still wait: asks first — send them now and log out,
 * keep them for this person's next sign-in on this device (the outbox is the person's: nobody
 * else sends or sees them), or discard them. Cancel stays signed in. Nothing waiting: logs out.
 */
export async function logoutWithOutbox(logout: () => Promise<void>): Promise<void> {
  const owner = currentOwner();
  if (!owner || !(await hasWaiting(owner))) return logout();
  withFeedback(({ modal }) => {
    const leave = async (before?: () => Promise<void>) => {
      dialog.destroy();
      await before?.();
      await logout();
    };
    const send = async () => {
      await sendWaiting();
      if (outboxState().waiting === 0) return leave();
      dialog.update({ content: OUTBOX_MESSAGES.logoutNotAllSent(outboxState().waiting) });
    };
    const dialog = modal.confirm({
      title: OUTBOX_MESSAGES.logoutTitle,
      content: OUTBOX_MESSAGES.logoutContent(outboxState().waiting),
      footer: (
        <Flex wrap gap="small" justify="end" style={{ marginTop: 16 }}>
          <Button onClick={() => dialog.destroy()}>{OUTBOX_MESSAGES.cancel}</Button>
          <Button danger onClick={() => void leave(() => discardWaiting(owner))}>
            {OUTBOX_MESSAGES.discardAndLogout}
          </Button>
          <Button onClick={() => void leave()}>{OUTBOX_MESSAGES.keepAndLogout}</Button>
          <Button type="primary" onClick={() => void send()}>
            {OUTBOX_MESSAGES.sendAndLogout}
          </Button>
        </Flex>
      ),
    });
  });
}
