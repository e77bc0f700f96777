import { EditOutlined } from '@ant-design/icons';
import { Button, Card, List, Typography } from 'antd';
import { personDisplayName } from '../../../domain/events/involved-person.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { affiliationName } from '../events/value-names.ts';
import type { InvolvedPerson } from './event-manage-api.ts';

interface PersonListProps {
  title: string;
  emptyText: string;
  people: InvolvedPerson[];
  loading: boolean;
  onEdit: (person: InvolvedPerson) => void;
}

/** One of the People tab's lists: name, affiliation, phone, what they had to do with it; Edit opens the modal. */
export function PersonList({ title, emptyText, people, loading, onEdit }: PersonListProps) {
  const t = useText(eventManageText);
  return (
    <Card title={title} size="small">
      <List
        loading={loading}
        dataSource={people}
        rowKey="id"
        locale={{ emptyText }}
        renderItem={(person) => {
          const name = personDisplayName(person.firstName, person.lastName);
          const affiliation =
            person.affiliation === 0 && person.otherAffiliationDescription
              ? person.otherAffiliationDescription
              : affiliationName(person.affiliation);
          return (
            <List.Item
              actions={[
                <Button
                  key="edit"
                  type="link"
                  icon={<EditOutlined />}
                  aria-label={t('editNamed', { name })}
                  onClick={() => onEdit(person)}
                >
                  {t('edit')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={name}
                description={
                  <>
                    {[affiliation, person.phoneNumber].filter(Boolean).join(' · ')}
                    {person.natureOfInvolvement && (
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                        {person.natureOfInvolvement}
                      </Typography.Paragraph>
                    )}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
