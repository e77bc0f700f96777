import { namespace } from '../catalogue.ts';

/**
 * Working without a signal (issue 27): the outbox's banner, markers, toasts and logout question.
 * The product's own words (the specification has none for this). A count has a key for one and
 * a key for more (the catalogues use no plural syntax).
 */
export const offlineText = namespace('offline', {
  allSent: 'All changes sent.',
  refused: '{{label}} was not sent: {{reason}}',
  reportLabel: 'The report at {{property}}',
  taskLabel: 'The task {{task}} at {{location}}',
  someTask: 'The task',
  waitingToSend: 'Waiting to send',
  offlineOne: 'Offline — 1 change waiting',
  offlineMany: 'Offline — {{count}} changes waiting',
  offlineNothingWaiting: 'Offline — what you report is kept on this device and sent when the connection returns.',
  sendingOne: 'Sending 1 change…',
  sendingMany: 'Sending {{count}} changes…',
  waitingOnlineOne: '1 change waiting to be sent',
  waitingOnlineMany: '{{count}} changes waiting to be sent',
  reportedOffline: 'The event is reported on this device.',
  numberLater: 'It is sent when the connection returns, and gets its number then.',
  mediaKept: 'Kept on this device: sent when the connection returns.',
  logoutTitle: 'Changes are waiting to be sent',
  logoutContentOne:
    '1 change made on this device has not reached the server yet. Kept, it is sent the next time you sign in on this device.',
  logoutContentMany:
    '{{count}} changes made on this device have not reached the server yet. Kept, they are sent the next time you sign in on this device.',
  logoutNotAllSentOne: '1 change could not be sent: there is no connection. Keep it, or discard it.',
  logoutNotAllSentMany: '{{count}} changes could not be sent: there is no connection. Keep them, or discard them.',
  sendAndLogout: 'Send and log out',
  keepAndLogout: 'Keep and log out',
  discardAndLogout: 'Discard and log out',
  cancel: 'Cancel',
});
