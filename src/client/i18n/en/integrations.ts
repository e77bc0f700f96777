import { namespace } from '../catalogue.ts';

/**
 * Setup → Integrations (issue 28): the API keys section (list, 'Create API Key', the secret shown
 * once, revoke). The webhooks section has its own words (webhooks helper). Messages the API
 * answers (a refused name, role or expiry) are in `apiMessages`.
 */
export const integrationsText = namespace('integrations', {
  intro: "Connect the company's other systems: API keys call its API, webhooks tell them what happened.",
  apiKeys: 'API Keys',
  apiKeysIntro:
    "A key calls the API as a member of this company with the permissions of its role. Send it as 'Authorization: Bearer' followed by the key.",
  apiDocs: 'API documentation',
  createApiKey: 'Create API Key',
  name: 'Name',
  prefix: 'Key',
  role: 'Role',
  createdBy: 'Created By',
  lastUsed: 'Last Used',
  expires: 'Expires',
  status: 'Status',
  never: 'Never',
  nobody: 'Nobody',
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
  noApiKeys: 'No API keys yet.',
  readFailed: 'The API keys could not be read.',
  revoke: 'Revoke',
  revokeNamed: 'Revoke {{name}}',
  revokeTitle: "Revoke the API key '{{name}}'?",
  revokeContent: 'Every system that uses it is refused at once. This cannot be undone.',
  revokedToast: "API key '{{name}}' revoked.",
  // The create modal.
  nameRequired: 'Enter a name for the key.',
  namePlaceholder: 'e.g. Yardi sync',
  roleRequired: 'Choose the role the key acts with.',
  roleHelp: 'The key has exactly the permissions of this role, and sees what it sees.',
  expiresOptional: 'Expires (optional)',
  expiresHelp: 'Leave it empty for a key that does not expire.',
  create: 'Create',
  cancel: 'Cancel',
  // The secret, shown once.
  secretTitle: "API key '{{name}}' created",
  secretWarning: 'Copy the key now: it will not be shown again. Only its first characters are kept.',
  secretLabel: 'The new API key',
  copy: 'Copy',
  copied: 'The key was copied.',
  copyRefused: 'Copying to the clipboard is not allowed here: select the key and copy it.',
  done: 'Done',
});
