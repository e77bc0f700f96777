import { namespace } from '../catalogue.ts';

/**
 * Refine's own words (its notifications and the unsaved-changes prompt), by Refine's keys, as
 * Refine writes them in English. English is left to Refine itself (providers/i18n-provider.ts):
 * it words 'notifications.success' two ways ('Success', 'Successful'), and stays as it is.
 */
export const refineText = namespace('refine', {
  warnWhenUnsavedChanges: 'Are you sure you want to leave? You have unsaved changes.',
  'notifications.success': 'Successful',
  'notifications.error': 'Error (status code: {{statusCode}})',
  'notifications.createSuccess': 'Successfully created {{resource}}',
  'notifications.createError': 'There was an error creating {{resource}} (status code: {{statusCode}})',
  'notifications.editSuccess': 'Successfully updated {{resource}}',
  'notifications.editError': 'Error when updating {{resource}} (status code: {{statusCode}})',
  'notifications.deleteSuccess': 'Successfully deleted a {{resource}}',
  'notifications.deleteError': 'Error (status code: {{statusCode}})',
  'notifications.undoable': 'You have {{seconds}} seconds to undo',
});
