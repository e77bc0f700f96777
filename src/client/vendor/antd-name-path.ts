/**
 * antd's `toNamePathStr` (antd/es/form/hooks/useForm.js, the same code), which Radio.Group
 * imports. Its module imports rc-field-form's index, whose static assignments keep the whole form
 * engine and its validator (~15 KB brotli): taken from there, every table (its selection column
 * has radios) loaded them. See vite.config.ts, lighterImports.
 */
export function toNamePathStr(name: string | number | readonly (string | number)[] | undefined | false): string {
  const namePath = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return namePath.join('_');
}
