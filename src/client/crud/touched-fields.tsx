import { generateTemplates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import { createContext, use } from 'react';
import type { ResourceRecord } from './resource-definition.ts';

/**
 * A field shows its errors once the user has been in it and left (or once a save was refused),
 * not on a form nobody has typed into yet (issue 9, point 16). Save stays disabled while the
 * form is invalid whether or not its errors are shown.
 */
export interface TouchedFields {
  /** Field ids (RJSF's, e.g. 'root_address_city') the user has left. */
  touched: ReadonlySet<string>;
  /** Every error is shown (the server refused a save). */
  all: boolean;
}

/** True when the errors of field `id` are shown. */
export function showsErrors(state: TouchedFields, id: string): boolean {
  return state.all || state.touched.has(id);
}

export const TouchedFieldsContext = createContext<TouchedFields>({ touched: new Set(), all: true });

const AntdFieldTemplate = generateTemplates<ResourceRecord>().FieldTemplate;

/** @rjsf/antd's field template, with the errors of a field the user has not left yet held back. */
export function TouchedFieldTemplate(props: FieldTemplateProps<ResourceRecord>) {
  const state = use(TouchedFieldsContext);
  if (!AntdFieldTemplate) return null;
  if (showsErrors(state, props.id) || !props.rawErrors?.length) return <AntdFieldTemplate {...props} />;
  return <AntdFieldTemplate {...props} rawErrors={[]} errors={undefined} />;
}
