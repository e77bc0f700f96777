import { useState } from 'react';
import { detailsDiffer, type EventDetailsValues } from '../../../domain/events/event-details.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { textOf, translate } from '../../i18n/language.ts';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { type EventForDisplay, useSaveEventDetails } from './event-manage-api.ts';
import { refusalText } from './refusal-text.ts';

/** The form's labels by the body's paths, for a refusal that names a field (read when it is shown). */
function refusalLabels() {
  const t = textOf(eventManageText);
  return {
    eventId: t('event'),
    'details.status': t('status'),
    'details.location': t('location'),
    'details.summary': t('managementReport'),
    'details.visibleToPositionTypeIds': t('visibleOnlyToRoles'),
  };
}

/** The form's values as the event was loaded. */
export function detailsOf(event: EventForDisplay): EventDetailsValues {
  return {
    status: event.status,
    summary: event.summary,
    location: event.location,
    visibleToPositionTypeIds: event.visibleToPositionTypes.map((role) => role.id),
  };
}

/**
 * The status / location / management report form and the privacy card, one set of values with
 * one Save (spec 001 §4: enabled only when status, summary, location or the roles differ from
 * what was loaded). A save shows 'Event Saved.' (4 s); a refusal shows the server's reason.
 */
export function useDetailsForm(event: EventForDisplay) {
  const loaded = detailsOf(event);
  const [values, setValues] = useState<EventDetailsValues>(loaded);
  // The event read again (a claim just moved it to Claim in Progress, another person saved it):
  // a form nobody has touched shows what is there now; one being edited keeps its edits.
  const [base, setBase] = useState<EventDetailsValues>(loaded);
  if (detailsDiffer(base, loaded)) {
    setBase(loaded);
    if (!detailsDiffer(base, values)) setValues(loaded);
  }
  const save = useSaveEventDetails(event.id);
  const change = (next: Partial<EventDetailsValues>) => setValues((current) => ({ ...current, ...next }));
  const submit = () =>
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(detailsOf(saved));
        showToast('success', translate(eventManageText, 'eventSaved'), TOAST_SECONDS.default);
      },
      onError: (error) => {
        const text = refusalText(error, refusalLabels());
        if (text) showToast('error', text, TOAST_SECONDS.default);
      },
    });
  return { values, change, submit, saving: save.isPending, canSave: detailsDiffer(loaded, values) && !save.isPending };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
