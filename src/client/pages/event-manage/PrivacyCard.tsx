import { Card, Collapse, Form, Select, Typography } from 'antd';
import { EVENT_DETAILS_LIMITS } from '../../../domain/events/event-details.ts';
import { visibleToText } from '../../../domain/events/visible-to.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { useRoleChoices } from '../../widgets/use-role-choices.ts';
import type { DetailsForm } from './use-details-form.ts';

/** antd's option rows are 32 px: the list shows the spec's 8 rows (§9). */
const ROLE_LIST_HEIGHT = EVENT_DETAILS_LIMITS.roleRows * 32;

interface PrivacyCardProps {
  form: DetailsForm;
  /** The panel starts expanded when roles are already set (spec 001 §4). */
  initiallyExpanded: boolean;
}

/**
 * The privacy settings card (spec 001 §2, §6): which roles may see the event, active roles only
 * (a role chosen earlier and made inactive since stays listed, so it can be removed); none means
 * everyone who sees the property. Saved with the status form's Save.
 */
export function PrivacyCard({ form, initiallyExpanded }: PrivacyCardProps) {
  const t = useText(eventManageText);
  const roles = useRoleChoices();
  const chosen = form.values.visibleToPositionTypeIds;
  const known = roles.data ?? [];
  const choices = [
    ...known.filter((role) => role.active),
    ...known.filter((role) => !role.active && chosen.includes(role.id)),
  ];
  const summary =
    chosen.length === 0
      ? t('visibleToAll')
      : visibleToText(chosen.map((id) => ({ name: known.find((role) => role.id === id)?.name ?? '…' })));
  return (
    <Card title={t('privacySettings')} size="small">
      <Collapse
        size="small"
        defaultActiveKey={initiallyExpanded ? ['roles'] : []}
        items={[
          {
            key: 'roles',
            label: (
              <span>
                {t('visibleTo')} <Typography.Text strong>{summary}</Typography.Text>
              </span>
            ),
            children: (
              <Form layout="vertical" component="div">
                <Form.Item
                  label={t('visibleOnlyToRoles')}
                  htmlFor="event-visible-roles"
                  style={{ marginBottom: 0 }}
                  extra={roles.isError ? t('rolesNotLoaded') : t('leaveEmptyForAll')}
                >
                  <Select
                    id="event-visible-roles"
                    mode="multiple"
                    allowClear
                    placeholder={t('allRoles')}
                    listHeight={ROLE_LIST_HEIGHT}
                    optionFilterProp="label"
                    loading={roles.isFetching}
                    value={[...chosen]}
                    options={choices.map((role) => ({
                      value: role.id,
                      label: role.active ? role.name : t('inactiveRole', { name: role.name }),
                    }))}
                    onChange={(ids: string[]) => form.change({ visibleToPositionTypeIds: ids })}
                  />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Card>
  );
}
