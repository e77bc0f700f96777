import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { INVOLVED_PERSON_TYPE } from '../../../domain/events/involved-person.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { type InvolvedPerson, useInvolvedPeople } from './event-manage-api.ts';
import { PersonList } from './PersonList.tsx';
import { PersonModal } from './PersonModal.tsx';
import { draftOf, newPersonDraft, type PersonDraft } from './person-form.ts';

/** The People tab (spec 001 §2): 'Person Involved' and 'Witnesses', Add Person, and the edit modal. */
export function PeopleTab({ eventId }: { eventId: string }) {
  const t = useText(eventManageText);
  const people = useInvolvedPeople(eventId);
  const [editing, setEditing] = useState<PersonDraft | null>(null);
  const all = people.data ?? [];
  const edit = (person: InvolvedPerson) => setEditing(draftOf(person));
  if (people.isError && !people.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('peopleNotLoaded')}
        action={<Button onClick={() => void people.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newPersonDraft())}>
          {t('addPerson')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PersonList
            title={t('personInvolved')}
            emptyText={t('noPeopleInvolved')}
            loading={people.isPending}
            people={all.filter((person) => person.type === INVOLVED_PERSON_TYPE.involved)}
            onEdit={edit}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PersonList
            title={t('witnesses')}
            emptyText={t('noWitnesses')}
            loading={people.isPending}
            people={all.filter((person) => person.type === INVOLVED_PERSON_TYPE.witness)}
            onEdit={edit}
          />
        </Col>
      </Row>
      {editing && <PersonModal eventId={eventId} initial={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
