import { Checkbox, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { WEBHOOK_URL_MAX, webhookEndpoints } from '../../../../../schemas/webhook.ts';
import { WEBHOOK_KINDS, type WebhookKind } from '../../../../domain/webhooks/kinds.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { webhooksText } from '../../../i18n/en/webhooks.ts';
import { useText } from '../../../i18n/language.ts';
import { useRoleChoices } from '../../../widgets/use-role-choices.ts';
import { showRefusal } from '../show-refusal.ts';

interface Values {
  url: string;
  kinds: WebhookKind[];
  positionTypeId?: string | null;
  enabled: boolean;
}

const FIELDS: readonly string[] = ['url', 'kinds', 'positionTypeId'];

/**
 * 'Add Webhook': the address, the kinds it receives (checkboxes), an optional role whose event
 * visibility it has, and whether it starts enabled. The server's refusals (an address that is not
 * https or not public, an inactive role) show under their fields; the signing secret goes to `onCreated`.
 */
export function AddWebhookModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const t = useText(webhooksText);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const roles = useRoleChoices();
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.active)
    .map((role) => ({ value: role.id, label: role.name }));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const reply = await callEndpoint(webhookEndpoints.create, {
        body: {
          url: values.url.trim(),
          kinds: values.kinds,
          enabled: values.enabled,
          positionTypeId: values.positionTypeId ?? null,
        },
        quiet: true,
      });
      form.resetFields();
      onCreated(reply.signingSecret);
    } catch (error) {
      showRefusal(form, error, (name) => {
        const field = name.split('.')[0] as string;
        return FIELDS.includes(field) ? (field as keyof Values) : null;
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('addWebhook')}
      okText={t('add')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kinds: [], enabled: true, positionTypeId: null }}
        onFinish={(values) => void submit(values)}
        requiredMark
      >
        <Form.Item
          name="url"
          label={t('url')}
          extra={t('urlHelp')}
          rules={[{ required: true, whitespace: true, message: t('urlRequired') }]}
        >
          <Input maxLength={WEBHOOK_URL_MAX} inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="kinds"
          label={t('kinds')}
          // A validator rather than `required`: antd would put aria-required on the group's plain div (axe: not allowed there).
          rules={[
            {
              validator: (_, value: WebhookKind[] | undefined) =>
                value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('kindsRequired'))),
            },
          ]}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={WEBHOOK_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="positionTypeId" label={t('role')} extra={t('roleHelp')}>
          <Select
            options={roleOptions}
            loading={roles.isLoading}
            allowClear
            placeholder={t('noRole')}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('enabled')} extra={t('enabledHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
