import { Alert, Form, Input, Select } from 'antd';
import { PROCEDURE_LIMITS } from '../../../../schemas/procedure/entity.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { useRoleChoices } from '../../widgets/use-role-choices.ts';
import { fieldProblemText } from './problem-text.ts';
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
  const t = useText(proceduresText);
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
            label={t('responseType')}
            htmlFor="procedure-type"
            required
            validateStatus={typeProblem ? 'error' : undefined}
            help={typeProblem ? fieldProblemText(t('responseType'), typeProblem) : undefined}
          >
            <Select
              id="procedure-type"
              showSearch
              optionFilterProp="label"
              placeholder={t('responseTypePlaceholder')}
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
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('responseTypesFailed')} />
          )}
          <Form.Item
            label={t('category')}
            htmlFor="procedure-category"
            validateStatus={categoryProblem ? 'error' : undefined}
            help={categoryProblem ? fieldProblemText(t('category'), categoryProblem) : undefined}
          >
            <Select
              id="procedure-category"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t(isNew ? 'categoryPlaceholder' : 'noCategory')}
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
            <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('duplicate')} />
          )}
        </>
      ) : (
        <Form.Item
          label={t('name')}
          htmlFor="procedure-name"
          required
          validateStatus={nameProblem ? 'error' : undefined}
          help={nameProblem ? fieldProblemText(t('name'), nameProblem) : undefined}
        >
          <Input
            id="procedure-name"
            value={draft.name ?? ''}
            maxLength={PROCEDURE_LIMITS.nameLength}
            placeholder={t('namePlaceholder')}
            onChange={(event) => dispatch({ kind: 'name', name: event.target.value })}
            onBlur={() => editor.touch('name')}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('visibleOnlyToRoles')}
        htmlFor="procedure-roles"
        validateStatus={rolesProblem ? 'error' : undefined}
        help={rolesProblem ? fieldProblemText(t('visibleOnlyToRoles'), rolesProblem) : undefined}
        extra={t(roles.isError ? 'rolesFailed' : 'rolesHelp')}
      >
        <Select
          id="procedure-roles"
          mode="multiple"
          allowClear
          placeholder={t('allRoles')}
          listHeight={ROLE_LIST_HEIGHT}
          optionFilterProp="label"
          loading={roles.isFetching}
          value={chosenRoleIds}
          options={roleChoices.map((role) => ({
            value: role.id,
            label: role.active ? role.name : t('inactiveRole', { name: role.name }),
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
