import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Form, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { useSearchTerm } from '../../widgets/search-term.ts';
import { type DraftPerson, unassignedPeople } from './routine-task-form.ts';
import { useAssignablePeople } from './routine-tasks-api.ts';

/**
 * The assigned people (spec 002 §2.2, §5): a pick list searched on the server that leaves out
 * the people already assigned, and the assigned ones with remove controls.
 */
export function PeopleEditor({
  people,
  onChange,
}: {
  people: readonly DraftPerson[];
  onChange: (next: DraftPerson[]) => void;
}) {
  const t = useText(routineTasksText);
  const [searchText, setSearchText] = useState('');
  const search = useSearchTerm(searchText);
  const choices = useAssignablePeople(search, true);
  const options = unassignedPeople(choices.rows, people).map((person) => ({ value: person.id, label: person.name }));
  return (
    <Form.Item label={t('assignedPeopleLabel')} required>
      <Select<string>
        aria-label={t('assignPerson')}
        placeholder={t('assignPerson')}
        showSearch
        filterOption={false}
        searchValue={searchText}
        onSearch={setSearchText}
        loading={choices.isFetching}
        value={null}
        options={options}
        notFoundContent={t(choices.isFetching ? 'loading' : 'noOneToAssign')}
        onChange={(id) => {
          const chosen = choices.rows.find((person) => person.id === id);
          if (chosen) onChange([...people, { id: chosen.id, name: chosen.name }]);
          setSearchText('');
        }}
        style={{ width: '100%' }}
      />
      {people.length > 0 && (
        <section aria-label={t('assignedPeople')}>
          <List
            size="small"
            style={{ marginTop: 8 }}
            bordered
            dataSource={[...people]}
            rowKey="id"
            renderItem={(person) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removePerson', { name: person.name })}
                    onClick={() => onChange(people.filter((p) => p.id !== person.id))}
                  />,
                ]}
              >
                <Flex gap="small" align="center" style={{ minWidth: 0 }}>
                  <UserOutlined />
                  <Typography.Text ellipsis>{person.name}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      )}
    </Form.Item>
  );
}
