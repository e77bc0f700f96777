import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { INVOLVED_PERSON_TYPE } from '../../../domain/events/involved-person.ts';
import { type InvolvedPerson, useInvolvedPeople } from './event-manage-api.ts';
import { PersonList } from './PersonList.tsx';
import { PersonModal } from './PersonModal.tsx';
import { draftOf, newPersonDraft, type PersonDraft } from './person-form.ts';

/** The People tab (spec 001 §2): 'Person Involved' and 'Witnesses', Add Person, and the edit modal. */
export function PeopleTab({ eventId }: { eventId: string }) {
  const people = useInvolvedPeople(eventId);
  const [editing, setEditing] = useState<PersonDraft | null>(null);
  const all = people.data ?? [];
  const edit = (person: InvolvedPerson) => setEditing(draftOf(person));
  if (people.isError && !people.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message="The people could not be loaded."
        action={<Button onClick={() => void people.refetch()}>Retry</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newPersonDraft())}>
          Add Person
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PersonList
            title="Person Involved"
            emptyText="No people involved yet"
            loading={people.isPending}
            people={all.filter((person) => person.type === INVOLVED_PERSON_TYPE.involved)}
            onEdit={edit}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PersonList
            title="Witnesses"
            emptyText="No witnesses yet"
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
