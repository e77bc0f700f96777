/*
 * `'ui:widget': 'currency'` on `{ type: ['number', 'null'], minimum?: 0 }`: US dollars, rounded
 * to cents, typed and shown by CurrencyInput (spec 002 §5 'Currency input'). `ui:placeholder`
 * replaces '$0.00'; the schema's minimum and maximum are checked by the form's validator.
 */

/**
 * What a cleared amount becomes: null when the schema allows null (an empty amount is no
 * amount, spec 002 §5), else the field's empty value (undefined leaves it out). Never 0.
 */
export function emptyAmount(schema: { type?: unknown }, emptyValue: unknown): null | unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') ? null : emptyValue;
}
