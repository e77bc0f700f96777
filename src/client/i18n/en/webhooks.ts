import { namespace } from '../catalogue.ts';

/**
 * Setup → Integrations, the webhooks section (issue 28, 2): the endpoints, 'Add webhook', the
 * signing secret shown once, pause / enable / delete, and each endpoint's delivery log with
 * 'Resend'. Messages the API answers (a refused URL) are in `apiMessages`.
 */
export const webhooksText = namespace('webhooks', {
  webhooks: 'Webhooks',
  intro:
    'A webhook POSTs a signed JSON message to another system when something happens here: an event reported, its status changed, a claim saved, an inspection completed.',
  addWebhook: 'Add Webhook',
  url: 'URL',
  kinds: 'Kinds',
  role: 'Role',
  noRole: 'No role',
  status: 'Status',
  failingSince: 'Failing Since',
  actions: 'Actions',
  enabled: 'Enabled',
  paused: 'Paused',
  pausedFailing: 'Paused: failing',
  noWebhooks: 'No webhooks yet.',
  readFailed: 'The webhooks could not be read.',
  pause: 'Pause',
  enable: 'Enable',
  pauseNamed: 'Pause the webhook to {{url}}',
  enableNamed: 'Enable the webhook to {{url}}',
  pausedToast: 'Webhook paused.',
  enabledToast: 'Webhook enabled.',
  deleteLabel: 'Delete',
  deleteNamed: 'Delete the webhook to {{url}}',
  deleteTitle: 'Delete the webhook to {{url}}?',
  deleteContent: 'Nothing more is sent to it, and its delivery log is no longer shown. This cannot be undone.',
  deletedToast: 'Webhook deleted.',
  deliveries: 'Deliveries',
  deliveriesNamed: 'Deliveries of the webhook to {{url}}',
  // The kinds.
  'kind.event.created': 'Event created',
  'kind.event.status_changed': 'Event status changed',
  'kind.event.updated': 'Event details saved',
  'kind.event.deleted': 'Event deleted',
  'kind.claim.saved': 'Claim saved',
  'kind.task.completed': 'Task completed',
  // The add modal.
  urlRequired: 'Enter the address that receives the deliveries.',
  urlHelp: 'https only. Private and internal addresses are refused.',
  kindsRequired: 'Choose at least one kind.',
  roleHelp:
    'An event limited to roles is sent only when this role may see it. Without a role, only events visible to all.',
  enabledHelp: 'A paused webhook receives nothing until it is enabled.',
  add: 'Add',
  cancel: 'Cancel',
  // The secret, shown once.
  secretTitle: 'Webhook added',
  secretWarning:
    'Copy the signing secret now: it will not be shown again. Your receiver uses it to check the X-Signature header of every delivery.',
  secretLabel: 'The signing secret',
  copied: 'The signing secret was copied.',
  copyRefused: 'The browser did not allow copying: select the secret and copy it.',
  // The delivery log.
  created: 'Created',
  kind: 'Kind',
  responseCode: 'Response',
  duration: 'Duration',
  durationMs: '{{ms}} ms',
  attempts: 'Attempts',
  nextRetry: 'Next Retry',
  'delivery.pending': 'Pending',
  'delivery.succeeded': 'Succeeded',
  'delivery.failed': 'Failed',
  noDeliveries: 'Nothing was sent yet.',
  deliveriesReadFailed: 'The deliveries could not be read.',
  resend: 'Resend',
  resendNamed: 'Resend the delivery of {{when}}',
  resentToast: 'The delivery will be sent again.',
  close: 'Close',
  none: '—',
});
