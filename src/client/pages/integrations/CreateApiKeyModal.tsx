import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { API_KEY_NAME_MAX, apiKeyEndpoints } from '../../../../schemas/api-key.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { integrationsText } from '../../i18n/en/integrations.ts';
import { useText } from '../../i18n/language.ts';
import { useRoleChoices } from '../../widgets/use-role-choices.ts';
import { endOfDayIso } from './api-key-rows.ts';
import { showRefusal } from './show-refusal.ts';

interface Values {
  name: string;
  positionTypeId: string;
  expires?: Dayjs | null;
}

const FIELDS: readonly (keyof Values)[] = ['name', 'positionTypeId'];

/**
 * 'Create API Key': a name, the role whose permissions the key carries (active roles), and an
 * optional last day. The server's refusals (a blank name, an inactive role, a past day) show
 * under their fields; the secret of the created key goes to `onCreated`.
 */
export function CreateApiKeyModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (name: string, secret: string) => void;
}) {
  const t = useText(integrationsText);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const roles = useRoleChoices();
  const options = (roles.data ?? [])
    .filter((role) => role.active)
    .map((role) => ({ value: role.id, label: role.name }));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const expires = values.expires;
      const reply = await callEndpoint(apiKeyEndpoints.create, {
        body: {
          name: values.name,
          positionTypeId: values.positionTypeId,
          ...(expires
            ? { expiresAt: endOfDayIso({ year: expires.year(), month: expires.month(), date: expires.date() }) }
            : {}),
        },
        quiet: true,
      });
      form.resetFields();
      onCreated(reply.apiKey.name, reply.secret);
    } catch (error) {
      showRefusal(form, error, (field) => {
        const name = (field === 'expiresAt' ? 'expires' : field) as keyof Values;
        return FIELDS.includes(name) || field === 'expiresAt' ? name : null;
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('createApiKey')}
      okText={t('create')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={API_KEY_NAME_MAX} placeholder={t('namePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="positionTypeId"
          label={t('role')}
          extra={t('roleHelp')}
          rules={[{ required: true, message: t('roleRequired') }]}
        >
          <Select options={options} loading={roles.isLoading} />
        </Form.Item>
        <Form.Item name="expires" label={t('expiresOptional')} extra={t('expiresHelp')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isBefore(new Date(), 'day')} inputReadOnly />
        </Form.Item>
      </Form>
    </Modal>
  );
}
