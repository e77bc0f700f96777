import { Alert, Form, Input, Select } from 'antd';
import { PROCEDURE_LIMITS, PROCEDURE_MESSAGES } from '../../../../schemas/procedure/entity.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import { useRoleChoices } from '../../widgets/use-role-choices.ts';
import { useEventTypeChoices } from './procedure-api.ts';
import type { ProcedureView } from './procedure-views.ts';
import type { ProcedureEditorState } from './use-procedure-editor.ts';

/** "The procedure roles multi-select show[s] 8 rows" (spec 001 §9); antd's rows are 32 px. */
const ROLE_LIST_HEIGHT = 8 * 32;

interface ProcedureFieldsProps {
  view: ProcedureView;
  editor: ProcedureEditorState;
}

/**
 * The procedure's own fields (spec 001 §5 "Procedure form"): Response Type (required) and
 * Category (optional) for incidents, both fixed once the procedure exists; Name (required) for
 * tasks; 'Visible Only to Roles', active roles only, empty meaning all.
 */
export function ProcedureFields({ view, editor }: ProcedureFieldsProps) {
  const { draft, dispatch, problemOf, isNew } = editor;
  const isIncident = view.flavor === PROCEDURE_FLAVORS.incident;
  // An existing procedure's type and category are fixed and shown from the procedure itself.
  const types = useEventTypeChoices(isIncident && isNew);
  const roles = useRoleChoices();
  if (!draft) return null;

  const typeChoices = types.data ?? (draft.eventType ? [{ ...draft.eventType, categories: [] }] : []);
  const chosenType = types.data?.find((type) => type.id === draft.eventType?.id);
  const categoryChoices = chosenType?.categories ?? (draft.eventCategory ? [draft.eventCategory] : []);

  const chosenRoleIds = draft.visibleToPositionTypes.map((role) => role.id);
  const roleChoices = [
    ...(roles.data ?? []).filter((role) => role.active),
    // A role chosen earlier and made inactive since stays visible, so it can be removed.
    ...draft.visibleToPositionTypes.filter(
      (role) => !(roles.data ?? []).some((known) => known.id === role.id && known.active),
    ),
  ];

  const typeProblem = problemOf('eventType');
  const nameProblem = problemOf('name');
  const categoryProblem = problemOf('eventCategory');
  const rolesProblem = problemOf('visibleToPositionTypes');

  return (
    <>
      {isIncident ? (
        <>
          <Form.Item
            label="Response Type"
            htmlFor="procedure-type"
            required
            validateStatus={typeProblem ? 'error' : undefined}
            help={typeProblem ? `Response Type ${typeProblem}` : undefined}
          >
            <Select
              id="procedure-type"
              showSearch
              optionFilterProp="label"
              placeholder="(Required) The type for this procedure."
              value={draft.eventType?.id}
              disabled={!isNew}
              loading={types.isFetching}
              options={typeChoices.map((type) => ({ value: type.id, label: type.name }))}
              onChange={(id: string) => {
                const type = typeChoices.find((choice) => choice.id === id);
                dispatch({ kind: 'eventType', eventType: type ? { id: type.id, name: type.name } : null });
              }}
              onBlur={() => editor.touch('eventType')}
            />
          </Form.Item>
          {types.isError && isNew && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="The response types could not be loaded, so a new procedure cannot be given its type."
            />
          )}
          <Form.Item
            label="Category"
            htmlFor="procedure-category"
            validateStatus={categoryProblem ? 'error' : undefined}
            help={categoryProblem ? `Category ${categoryProblem}` : undefined}
          >
            <Select
              id="procedure-category"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={isNew ? '(Optional) A category of the type.' : 'None'}
              value={draft.eventCategory?.id ?? null}
              disabled={!isNew || !draft.eventType}
              options={categoryChoices.map((category) => ({ value: category.id, label: category.name }))}
              onChange={(id: string | null | undefined) => {
                const category = categoryChoices.find((choice) => choice.id === id);
                dispatch({
                  kind: 'eventCategory',
                  eventCategory: category ? { id: category.id, name: category.name } : null,
                });
              }}
            />
          </Form.Item>
          {editor.duplicate.isDuplicate && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} message={PROCEDURE_MESSAGES.duplicate} />
          )}
        </>
      ) : (
        <Form.Item
          label="Name"
          htmlFor="procedure-name"
          required
          validateStatus={nameProblem ? 'error' : undefined}
          help={nameProblem ? `Name ${nameProblem}` : undefined}
        >
          <Input
            id="procedure-name"
            value={draft.name ?? ''}
            maxLength={PROCEDURE_LIMITS.nameLength}
            placeholder="(Required) The name of this task / inspection."
            onChange={(event) => dispatch({ kind: 'name', name: event.target.value })}
            onBlur={() => editor.touch('name')}
          />
        </Form.Item>
      )}
      <Form.Item
        label="Visible Only to Roles"
        htmlFor="procedure-roles"
        validateStatus={rolesProblem ? 'error' : undefined}
        help={rolesProblem ? `Visible Only to Roles ${rolesProblem}` : undefined}
        extra={
          roles.isError
            ? 'The roles could not be loaded; the roles chosen so far are kept.'
            : 'Leave empty to make the procedure visible to all roles.'
        }
      >
        <Select
          id="procedure-roles"
          mode="multiple"
          allowClear
          placeholder="All"
          listHeight={ROLE_LIST_HEIGHT}
          optionFilterProp="label"
          loading={roles.isFetching}
          value={chosenRoleIds}
          options={roleChoices.map((role) => ({
            value: role.id,
            label: role.active ? role.name : `${role.name} (inactive)`,
          }))}
          onChange={(ids: string[]) =>
            dispatch({
              kind: 'roles',
              roles: ids.flatMap((id) => {
                const role = roleChoices.find((choice) => choice.id === id);
                return role ? [{ id: role.id, name: role.name, active: role.active }] : [];
              }),
            })
          }
        />
      </Form.Item>
    </>
  );
}
