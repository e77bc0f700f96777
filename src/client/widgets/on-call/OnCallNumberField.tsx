import { PhoneOutlined } from '@ant-design/icons';
import { type FieldProps, getUiOptions } from '@rjsf/utils';
import { Button, Divider, Form, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { widgetsText } from '../../i18n/en/widgets.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { createOnCallNumber } from './on-call-api.ts';
import { useRecordId } from './record-id.ts';

/** ui:options of the field. */
export interface OnCallNumberOptions {
  /** Heading of the on-call section the field opens; 'On Call' when absent. */
  sectionTitle?: string;
}

/**
 * `'ui:field': 'onCallNumber'` on a property's read-only on-call number (spec 000 §2 Property
 * edit, §4). It opens the on-call section with a heading, then: for a saved property without a
 * number, a button that creates it once (POST /property/{id}/oncall/create); once it exists the
 * number is shown instead of the button. The number is the server's; a save never changes it.
 * A new property shows a hint. (RJSF gives a ui:field no label, so the field draws its own.)
 */
export function OnCallNumberField({ formData, fieldPathId, disabled, schema, uiSchema }: FieldProps) {
  const t = useText(widgetsText);
  const propertyId = useRecordId();
  const [creating, setCreating] = useState(false);
  // The number is saved by the create call itself: shown from here, the form's data stays unchanged
  // (no "unsaved changes"; a save ignores the read-only field anyway).
  const [created, setCreated] = useState<string | null>(null);
  const number = typeof formData === 'string' && formData ? formData : created;
  const options = getUiOptions(uiSchema) as OnCallNumberOptions;
  const id = fieldPathId.$id;

  const enable = async () => {
    if (!propertyId) return;
    setCreating(true);
    try {
      const result = await createOnCallNumber(propertyId);
      setCreated(result.newPhoneNumberFriendly);
      showToast('success', translate(widgetsText, 'onCallEnabled'));
    } catch (error) {
      // 403/404/5xx were already toasted by the global handler; 400/409 carry the reason.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        showToast('error', error.message);
    } finally {
      setCreating(false);
    }
  };

  let content: ReactNode;
  if (number) {
    content = (
      <Typography.Text strong copyable={{ text: number }} id={id}>
        <PhoneOutlined style={{ marginRight: 8 }} />
        {number}
      </Typography.Text>
    );
  } else if (!propertyId) {
    content = <Typography.Text type="secondary">{t('saveToEnableOnCall')}</Typography.Text>;
  } else {
    content = (
      <Button id={id} icon={<PhoneOutlined />} loading={creating} disabled={disabled} onClick={enable}>
        {t('enableOnCall')}
      </Button>
    );
  }

  return (
    <>
      <Typography.Text id={`${id}__section`}>{options.sectionTitle ?? t('onCall')}</Typography.Text>
      <Divider size="small" style={{ marginBlock: 1 }} />
      {/* No htmlFor: the button keeps its own accessible name ('Enable On-Call Phone Number'). */}
      <Form.Item
        label={(uiSchema?.['ui:title'] as string | undefined) ?? schema.title}
        labelCol={{ span: 24 }}
        wrapperCol={{ span: 24 }}
        colon={false}
        style={{ marginBottom: 0 }}
      >
        {content}
      </Form.Item>
    </>
  );
}
