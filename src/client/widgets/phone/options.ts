/**
 * `'ui:widget': 'phone'` on `{ type: 'string', format: 'us-phone' }`. No ui:options of its own:
 * `ui:placeholder` overrides the US-style '(555) 555-5555'.
 */
export type PhoneWidgetOptions = Record<string, never>;
