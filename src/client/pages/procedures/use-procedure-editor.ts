import { useReducer, useState } from 'react';
import { PROCEDURE_FLAVORS, type Procedure } from '../../../domain/procedures/procedure-model.ts';
import { type FieldProblem, procedureProblems } from '../../../domain/procedures/procedure-validity.ts';
import { ApiError } from '../../api/http.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { translate } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { fetchNewStep, useDuplicateCheck, useProcedure, useSaveProcedure } from './procedure-api.ts';
import { type DraftAction, draftReducer, savePayload, toDraft } from './procedure-draft.ts';
import type { ProcedureView } from './procedure-views.ts';

type EditorAction = DraftAction | { kind: 'loaded'; procedure: Procedure };

function editorReducer(draft: Procedure | null, action: EditorAction): Procedure | null {
  if (action.kind === 'loaded') return toDraft(action.procedure);
  return draft ? draftReducer(draft, action) : draft;
}

/** The fields an action changes: server errors on them are answered by the change. */
function changedField(action: DraftAction): string | null {
  switch (action.kind) {
    case 'eventType':
      // A new type also clears the category: errors on either are answered.
      return 'event';
    case 'eventCategory':
      return 'eventCategory';
    case 'name':
      return 'name';
    case 'roles':
      return 'visibleToPositionTypes';
    case 'stepText':
      return `questions.${action.index}.text`;
    case 'stepType':
    case 'stepResult':
    case 'stepNoEvent':
    case 'addItem':
    case 'removeItem':
    case 'itemText':
      return `questions.${action.index}.`;
    default:
      // Inserting or removing a step renumbers every step after it.
      return 'questions.';
  }
}

const fingerprint = (draft: Procedure | null) => (draft ? JSON.stringify(savePayload(draft)) : '');

/**
 * Everything the steps editor knows: the procedure being edited (loaded once), what keeps it
 * from being saved, the duplicate check of a new incident procedure, unsaved changes, adding a
 * step (asks the server for it), and Save with the server's field errors.
 */
export function useProcedureEditor(view: ProcedureView, procedureId: string | null) {
  const loaded = useProcedure(view, procedureId);
  const [draft, dispatchDraft] = useReducer(editorReducer, null);
  const [baseline, setBaseline] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldProblem[]>([]);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [addingAt, setAddingAt] = useState<number | null>(null);
  const save = useSaveProcedure();

  // The loaded procedure becomes the draft once (adjusting state during render).
  if (!draft && loaded.data) {
    dispatchDraft({ kind: 'loaded', procedure: loaded.data });
    setBaseline(fingerprint(toDraft(loaded.data)));
  }

  const isNew = !draft?.id;
  const isIncident = view.flavor === PROCEDURE_FLAVORS.incident;
  const duplicate = useDuplicateCheck(
    draft && isNew && isIncident && draft.eventType
      ? { newTypeId: draft.eventType.id, newCategoryId: draft.eventCategory?.id ?? null }
      : null,
  );
  const isDuplicate = duplicate.data === true && isNew;
  const problems = draft ? procedureProblems(draft) : [];

  const dispatch = (action: DraftAction) => {
    dispatchDraft(action);
    const field = changedField(action);
    const rest = field ? serverErrors.filter((error) => !error.field.startsWith(field)) : serverErrors;
    if (rest.length !== serverErrors.length) setServerErrors(rest);
    // The server's refusal is answered once none of its fields is left unchanged.
    if (rest.length === 0) setServerMessage(null);
    if (action.kind === 'insertStep' || action.kind === 'removeStep') forget('questions.');
    if (action.kind === 'addItem' || action.kind === 'removeItem') forget(`questions.${action.index}.checklistItems.`);
    if (action.kind === 'stepText' || action.kind === 'name' || action.kind === 'itemText') {
      touch(action.kind === 'name' ? 'name' : problemField(action));
    }
  };

  /** Fields whose index moved are shown as untouched again, so a new step does not open with an error. */
  function forget(prefix: string) {
    setTouched((fields) => new Set([...fields].filter((field) => !field.startsWith(prefix))));
  }

  function touch(field: string) {
    setTouched((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  }

  /** The problem to show on a field: the server's, else the form's once the field was touched. */
  const problemOf = (field: string): string | undefined =>
    serverErrors.find((error) => error.field === field)?.message ??
    (touched.has(field) ? problems.find((problem) => problem.field === field)?.message : undefined);

  const addStep = async (index: number) => {
    setAddingAt(index);
    try {
      const step = await fetchNewStep(index);
      dispatch({ kind: 'insertStep', index, step });
    } catch {
      // The HTTP client's global handler has said what went wrong.
    } finally {
      setAddingAt(null);
    }
  };

  const submit = async () => {
    if (!draft) return;
    setServerMessage(null);
    try {
      const saved = await save.mutateAsync(savePayload(draft));
      dispatchDraft({ kind: 'loaded', procedure: saved });
      setBaseline(fingerprint(toDraft(saved)));
      setServerErrors([]);
      showToast('success', translate(proceduresText, 'saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setServerErrors(error.body?.validationErrors ?? []);
        setServerMessage(error.body?.message ?? error.message);
      }
    }
  };

  return {
    loaded,
    draft,
    dispatch,
    touch,
    problemOf,
    problems,
    serverErrors,
    serverMessage,
    isNew,
    duplicate: { isDuplicate, checking: duplicate.isFetching },
    dirty: draft !== null && fingerprint(draft) !== baseline,
    canSave: draft !== null && problems.length === 0 && !isDuplicate && !duplicate.isFetching && !save.isPending,
    saving: save.isPending,
    submit,
    addStep,
    addingAt,
  };
}

function problemField(action: Extract<DraftAction, { kind: 'stepText' | 'itemText' }>): string {
  return action.kind === 'stepText'
    ? `questions.${action.index}.text`
    : `questions.${action.index}.checklistItems.${action.item}.text`;
}

export type ProcedureEditorState = ReturnType<typeof useProcedureEditor>;
