import { useCreate, useUpdate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callEndpoint } from '../api/call-endpoint.ts';
import { type ApiHttpError, toHttpError } from '../providers/data-provider.ts';
import type {
  AnyResourceDefinition,
  ResourceDefinition,
  ResourceRecord,
  SingletonDefinition,
} from '../resources/definition.ts';
import { SaveRefused, savedRecordOf } from '../rules/save-reply.ts';
import { PERMISSIONS_REFRESH_EVENT } from '../session/company.ts';
import { showToast } from '../session/toasts.ts';
import type { ServerErrors } from './server-errors.ts';
import { savedMessage } from './text-template.ts';

/** What a save hands back to the screen: the saved record, or null when nothing was saved. */
type Write = (data: ResourceRecord) => Promise<ResourceRecord>;

/**
 * The steps every save shares. On success: the resource's toast (4 s) and the shell's permissions
 * refresh when declared. A 400 keeps the server's field errors for the form; a refusal without
 * fields (a person save's failureReason) is an error toast (4 s); other failures were already
 * toasted by the HTTP client's global handler (spec 000 §8). The form keeps its input either way.
 * `save` resolves to the saved record (or, for a skipped save, the data), null when it failed.
 */
function useSaveSteps(definition: AnyResourceDefinition, write: Write) {
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const save = useCallback(
    async (data: ResourceRecord): Promise<ResourceRecord | null> => {
      setServerErrors(null);
      const nothingToSave = definition.skipSave?.(data);
      if (nothingToSave) {
        showToast('warning', nothingToSave);
        return data;
      }
      let saved: ResourceRecord;
      try {
        saved = await write(data);
      } catch (error) {
        const failure = (
          error instanceof SaveRefused ? { statusCode: 400, message: error.message } : error
        ) as ApiHttpError;
        if (failure.statusCode === 400) {
          const fieldErrors = failure.validationErrors ?? [];
          setServerErrors({ message: failure.message, fieldErrors, submitted: data });
          if (fieldErrors.length === 0) showToast('error', failure.message);
        }
        return null;
      }
      showToast('success', savedMessage(definition.messages.saved, saved));
      if (definition.refreshPermissionsOnSave) window.dispatchEvent(new Event(PERMISSIONS_REFRESH_EVENT));
      return saved;
    },
    [definition, write],
  );
  return { save, serverErrors };
}

/**
 * Saving one record of a listed resource through Refine (so its lists refresh): create without
 * an id, update with one.
 */
export function useSaveRecord(definition: ResourceDefinition) {
  const { mutateAsync: create, mutation: creating } = useCreate<ResourceRecord, ApiHttpError, ResourceRecord>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ResourceRecord, ApiHttpError, ResourceRecord>();
  const write = useCallback<Write>(
    async (data) => {
      // The screens show their own toasts in the spec's words; Refine's generic ones stay off.
      const common = {
        resource: definition.name,
        values: data,
        successNotification: false,
        errorNotification: false,
      } as const;
      const reply = data.id ? await update({ ...common, id: data.id }) : await create(common);
      return reply.data ?? data;
    },
    [definition, create, update],
  );
  const { save, serverErrors } = useSaveSteps(definition, write);
  return { save, saving: creating.isPending || updating.isPending, serverErrors };
}

/** The react-query key of a singleton's record in the current company. */
export const singletonQueryKey = (name: string, companyId: string | undefined) => ['singleton', name, companyId];

/** Saving a singleton: POST its save path (there is no list to refresh). */
export function useSaveSingleton(definition: SingletonDefinition, companyId: string | undefined) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const write = useCallback<Write>(
    async (data) => {
      setSaving(true);
      try {
        const { save } = definition.api;
        const saved = savedRecordOf(await callEndpoint(save, { body: data }), save.envelope, data);
        // The form keeps what was typed; the next visit reads the stored record again.
        void queryClient.invalidateQueries({ queryKey: singletonQueryKey(definition.name, companyId) });
        return saved;
      } catch (error) {
        throw error instanceof SaveRefused ? error : toHttpError(error);
      } finally {
        setSaving(false);
      }
    },
    [definition, companyId, queryClient],
  );
  const { save, serverErrors } = useSaveSteps(definition, write);
  return { save, saving, serverErrors };
}
