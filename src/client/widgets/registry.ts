import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import type { ResourceRecord } from '../resources/definition.ts';
import { AssociationListField } from './association-list/AssociationListField.tsx';
import { CalendarDateWidget } from './calendar-date/CalendarDateWidget.tsx';
import { CurrencyWidget } from './currency/CurrencyWidget.tsx';
import { onCallFields, onCallWidgets } from './on-call/index.ts';
import { PhoneWidget } from './phone/PhoneWidget.tsx';
import { PolicyPropertiesField } from './policy-properties/PolicyPropertiesField.tsx';
import { RecordSelectWidget } from './record-select/RecordSelectWidget.tsx';
import { SectionsObjectTemplate } from './sections/SectionsObjectTemplate.tsx';
import { SwitchWidget } from './switch/SwitchWidget.tsx';
import { UsStateWidget } from './us-state/UsStateWidget.tsx';

/**
 * The one place RJSF learns our widgets and fields: a uiSchema names them
 * (`'ui:widget': 'phone'`, `'ui:field': 'associationList'`); each folder documents its ui:options.
 */
export const WIDGETS: RegistryWidgetsType<ResourceRecord> = {
  phone: PhoneWidget,
  usState: UsStateWidget,
  currency: CurrencyWidget,
  recordSelect: RecordSelectWidget,
  switch: SwitchWidget,
  calendarDate: CalendarDateWidget,
  ...onCallWidgets,
};

export const FIELDS: RegistryFieldsType<ResourceRecord> = {
  associationList: AssociationListField,
  policyProperties: PolicyPropertiesField,
  ...onCallFields,
};

/** Templates: an object with `ui:options.sections` is drawn as titled sections (widgets/sections). */
export const TEMPLATES: Partial<TemplatesType<ResourceRecord>> = {
  ObjectFieldTemplate: SectionsObjectTemplate,
};

/** The names a uiSchema may use. */
export const WIDGET_NAMES = Object.keys(WIDGETS);
export const FIELD_NAMES = Object.keys(FIELDS);
