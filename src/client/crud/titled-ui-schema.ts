import type { UiSchema } from '@rjsf/utils';
import { FIELD_TITLES, schemaTitles, titleMessage } from '../../domain/i18n/setup-titles.ts';
import { translate } from '../i18n/language.ts';

/** A schema field's title in the current language, by '<resource>.<path>' (English: the schema's own). */
export function translatedFieldTitle(resource: string, path: string, english: string): string {
  const key = `${resource}.${path}`;
  return translate(titleMessage(FIELD_TITLES, key, english), key);
}

/**
 * The uiSchema a resource's form renders with: every titled field of the schema gets its title in
 * the current language as `ui:title` (RJSF prefers it to the schema's). The schema itself stays
 * untouched: it is the very object the precompiled validator was built from. Built per language
 * at render time, so getters in the declaration (placeholders, help) are read in it too.
 */
export function titledUiSchema(resource: string, schema: unknown, uiSchema: UiSchema): UiSchema {
  const titled: UiSchema = { ...uiSchema };
  for (const [path, english] of Object.entries(schemaTitles(schema))) {
    let node = titled;
    for (const part of path.split('.')) {
      node[part] = { ...(node[part] as UiSchema | undefined) };
      node = node[part] as UiSchema;
    }
    node['ui:title'] = translatedFieldTitle(resource, path, english);
  }
  return titled;
}
