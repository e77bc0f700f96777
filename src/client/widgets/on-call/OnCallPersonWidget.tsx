import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { useText } from '../../i18n/language.ts';
import { contactOptions } from './contact-options.ts';
import { fetchContacts, type PropertyContact } from './on-call-api.ts';
import { useRecordId } from './record-id.ts';

/**
 * `'ui:widget': 'onCallPerson'` on a property's onCallPersonId: the person on call, chosen
 * among the property's contacts (GET /property/{id}/poc). Clearing it sends null. Only a saved
 * property has contacts to choose from; a new one shows the select disabled.
 */
export function OnCallPersonWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const t = useText(widgetsText);
  const propertyId = useRecordId();
  const [contacts, setContacts] = useState<PropertyContact[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!propertyId) return;
    const controller = new AbortController();
    setLoading(true);
    fetchContacts(propertyId, controller.signal)
      .then(setContacts)
      .catch(() => setContacts([]))
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [propertyId]);

  const current = typeof value === 'string' ? value : null;
  const options = useMemo(() => contactOptions(contacts, current), [contacts, current]);

  return (
    <Select<string>
      id={id}
      value={current ?? undefined}
      options={options}
      loading={loading}
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={disabled || readonly || !propertyId}
      placeholder={propertyId ? (placeholder ?? t('chooseOnCallPerson')) : t('savePropertyFirst')}
      notFoundContent={loading ? t('loadingContacts') : t('noContacts')}
      onChange={(next) => onChange(next ?? null)}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 240 }}
    />
  );
}
