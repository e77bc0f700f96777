import { useMemo } from 'react';
import { US_STATES } from '../../../domain/common/us-states.ts';
import type { PreviewNames } from '../../../domain/subscriptions/subscription-preview.ts';
import { STATES_SOURCE } from '../../widgets/us-state/options.ts';
import type { StateRow } from '../../widgets/us-state/state-options.ts';
import { useCompanyRows } from '../../widgets/use-company-rows.ts';
import { useRoleChoices } from '../../widgets/use-role-choices.ts';
import { useEventTypeChoices } from '../procedures/procedure-api.ts';
import type { RoleLookup } from './subscription-editor.ts';

/**
 * The small lookups the editor reads whole (spec 002 §3 'Lookups read by the editors'): roles,
 * event types with their categories, states. Properties, property groups and people are searched
 * on the server as the user types (a company may have thousands; people through the names-only
 * GET /lookup/people); their pickers report the names they learn to the preview (see use-name-book.ts).
 */
export function useSubscriptionLookups() {
  const roles = useRoleChoices();
  const eventTypes = useEventTypeChoices();
  const states = useCompanyRows(STATES_SOURCE);

  const roleRows: RoleLookup[] = useMemo(
    () => (roles.data ?? []).map((role) => ({ id: role.id, name: role.name, active: role.active })),
    [roles.data],
  );
  const stateRows: StateRow[] = useMemo(
    () => (states.data && states.data.length > 0 ? (states.data as unknown as StateRow[]) : [...US_STATES]),
    [states.data],
  );
  const names: PreviewNames = useMemo(() => {
    const types = eventTypes.data ?? [];
    return {
      roles: Object.fromEntries(roleRows.map((role) => [role.id, role.name])),
      eventTypes: Object.fromEntries(types.map((type) => [type.id, type.name])),
      categories: Object.fromEntries(types.flatMap((type) => type.categories.map((c) => [c.id, c.name]))),
      states: Object.fromEntries(stateRows.map((state) => [state.abbreviation, state.name])),
    };
  }, [roleRows, eventTypes.data, stateRows]);

  return {
    roles: roleRows,
    rolesLoading: roles.isPending,
    rolesFailed: roles.isError,
    eventTypes: eventTypes.data ?? [],
    eventTypesLoading: eventTypes.isPending,
    eventTypesFailed: eventTypes.isError,
    states: stateRows,
    names,
  };
}

export type SubscriptionLookups = ReturnType<typeof useSubscriptionLookups>;
