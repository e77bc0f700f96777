/**
 * `'ui:widget': 'switch'` on a boolean: an antd Switch under the field's title (the
 * spec's "Active switch", "Archive User"). `ui:options: { checkedText?, uncheckedText? }` put
 * words inside the switch.
 */
export interface SwitchWidgetOptions {
  checkedText?: string;
  uncheckedText?: string;
}
