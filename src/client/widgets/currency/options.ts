/**
 * `'ui:widget': 'currency'` on `{ type: 'number', minimum?: 0 }`: US dollars, rounded to cents.
 * `ui:placeholder` replaces '0.00'.
 */
export interface CurrencyWidgetOptions {
  /** Smallest amount accepted by the input (the schema's `minimum` wins when set). */
  min?: number;
}
