import { OnCallNumberField } from './OnCallNumberField.tsx';
import { OnCallPersonWidget } from './OnCallPersonWidget.tsx';

/**
 * The on-call section of the property form (spec 000 §2 Property edit), as RJSF parts the
 * widgets registry merges in: `'ui:field': 'onCallNumber'` (enable / show the on-call number)
 * and `'ui:widget': 'onCallPerson'` (the person on call, among the property's contacts).
 * Both read the saved property's id from the form's data (FormDataContext).
 */
export const onCallFields = { onCallNumber: OnCallNumberField };
export const onCallWidgets = { onCallPerson: OnCallPersonWidget };
