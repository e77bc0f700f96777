import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ROUTINE_TASK_LIMITS } from '../../../../schemas/routine-task/entity.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { addLocation, canAddLocation, DEFAULT_LOCATION_TYPE, type DraftLocation } from './routine-task-form.ts';

/**
 * The task's locations (spec 002 §2.2, §5): each a type (default Adhoc) and a name; Add only with
 * a name whose name and type are not listed yet (any case); each listed one can be removed.
 */
export function LocationsEditor({
  locations,
  onChange,
}: {
  locations: readonly DraftLocation[];
  onChange: (next: DraftLocation[]) => void;
}) {
  const t = useText(routineTasksText);
  const [type, setType] = useState(DEFAULT_LOCATION_TYPE);
  const [name, setName] = useState('');
  const addable = canAddLocation(locations, name, type);
  const duplicate = name.trim() !== '' && !addable;
  const add = () => {
    if (!addable) return;
    onChange(addLocation(locations, name, type));
    setName('');
  };
  return (
    <Form.Item
      label={t('locationsLabel')}
      required
      validateStatus={duplicate ? 'warning' : undefined}
      help={duplicate ? t('locationListed') : undefined}
    >
      <Flex gap="small" wrap>
        <Input
          aria-label={t('locationType')}
          placeholder={t('typePlaceholder')}
          value={type}
          maxLength={50}
          onChange={(e) => setType(e.target.value)}
          style={{ width: 120 }}
        />
        <Input
          aria-label={t('locationName')}
          placeholder={t('locationNamePlaceholder')}
          value={name}
          maxLength={ROUTINE_TASK_LIMITS.nameLength}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Button icon={<PlusOutlined />} disabled={!addable} onClick={add}>
          {t('addLocation')}
        </Button>
      </Flex>
      {locations.length > 0 && (
        <section aria-label={t('taskLocations')}>
          <List
            size="small"
            style={{ marginTop: 8 }}
            bordered
            dataSource={[...locations]}
            rowKey={(location) => `${location.routineTaskLocationType}:${location.name}`}
            renderItem={(location, index) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removeLocation', { name: location.name })}
                    onClick={() => onChange(locations.filter((_, i) => i !== index))}
                  />,
                ]}
              >
                <Flex gap="small" align="center" style={{ minWidth: 0 }}>
                  <Tag>{location.routineTaskLocationType}</Tag>
                  <Typography.Text ellipsis>{location.name}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      )}
    </Form.Item>
  );
}
