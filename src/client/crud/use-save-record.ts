import { useCreate, useUpdate } from '@refinedev/core';
import { useCallback, useState } from 'react';
import type { ApiHttpError } from '../providers/data-provider.ts';
import { PERMISSIONS_REFRESH_EVENT } from '../session/company.ts';
import { showToast } from '../session/toasts.ts';
import type { ResourceDefinition, ResourceRecord } from './resource-definition.ts';
import type { ServerErrors } from './server-errors.ts';

/**
 * Saving one record of a resource: create without an id, update with one. On success the
 * resource's toast (4 s), the shell's permissions refresh when declared, and Refine refreshes the list.
 * On a 400 the server's field errors are kept for the form; other failures were already
 * toasted by the HTTP client's global handler (spec 000 §8). The form keeps its input either way.
 */
export function useSaveRecord(definition: ResourceDefinition) {
  const { mutateAsync: create, mutation: creating } = useCreate<ResourceRecord, ApiHttpError, ResourceRecord>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ResourceRecord, ApiHttpError, ResourceRecord>();
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);

  const save = useCallback(
    async (data: ResourceRecord): Promise<boolean> => {
      setServerErrors(null);
      // The list keeps its own toasts in the spec's words; Refine's generic ones stay off.
      const common = {
        resource: definition.name,
        values: data,
        successNotification: false,
        errorNotification: false,
      } as const;
      try {
        if (data.id) await update({ ...common, id: data.id });
        else await create(common);
      } catch (error) {
        const failure = error as ApiHttpError;
        if (failure.statusCode === 400) {
          const fieldErrors = failure.validationErrors ?? [];
          setServerErrors({ message: failure.message, fieldErrors, submitted: data });
          // A refusal without fields (a person save's failureReason) is told as a toast.
          if (fieldErrors.length === 0) showToast('error', failure.message);
        }
        return false;
      }
      showToast('success', definition.messages.saved);
      if (definition.refreshPermissionsOnSave) window.dispatchEvent(new Event(PERMISSIONS_REFRESH_EVENT));
      return true;
    },
    [definition, create, update],
  );

  return { save, saving: creating.isPending || updating.isPending, serverErrors };
}
