import { Card, Collapse, Form, Select, Typography } from 'antd';
import { EVENT_DETAILS_LIMITS } from '../../../domain/events/event-details.ts';
import { visibleToText } from '../../../domain/events/visible-to.ts';
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
  const roles = useRoleChoices();
  const chosen = form.values.visibleToPositionTypeIds;
  const known = roles.data ?? [];
  const choices = [
    ...known.filter((role) => role.active),
    ...known.filter((role) => !role.active && chosen.includes(role.id)),
  ];
  const summary = visibleToText(chosen.map((id) => ({ name: known.find((role) => role.id === id)?.name ?? '…' })));
  return (
    <Card title="Privacy Settings" size="small">
      <Collapse
        size="small"
        defaultActiveKey={initiallyExpanded ? ['roles'] : []}
        items={[
          {
            key: 'roles',
            label: (
              <span>
                Visible To: <Typography.Text strong>{summary}</Typography.Text>
              </span>
            ),
            children: (
              <Form layout="vertical" component="div">
                <Form.Item
                  label="Visible Only to Roles"
                  htmlFor="event-visible-roles"
                  style={{ marginBottom: 0 }}
                  extra={
                    roles.isError
                      ? 'The roles could not be loaded; the roles chosen so far are kept.'
                      : 'Leave empty to make the event visible to all roles.'
                  }
                >
                  <Select
                    id="event-visible-roles"
                    mode="multiple"
                    allowClear
                    placeholder="All"
                    listHeight={ROLE_LIST_HEIGHT}
                    optionFilterProp="label"
                    loading={roles.isFetching}
                    value={[...chosen]}
                    options={choices.map((role) => ({
                      value: role.id,
                      label: role.active ? role.name : `${role.name} (inactive)`,
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
