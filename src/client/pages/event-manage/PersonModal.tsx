import { Button, Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import {
  formatPhoneAsTyped,
  isValidUsPhone,
  normalizeUsPhone,
  PHONE_PLACEHOLDER,
} from '../../../domain/common/phone.ts';
import { US_STATES } from '../../../domain/common/us-states.ts';
import {
  AFFILIATIONS,
  INVOLVED_PERSON_SAVED_SECONDS,
  INVOLVED_PERSON_TYPES,
  INVOLVED_PERSON_LIMITS as LIMITS,
  otherAffiliationApplies,
} from '../../../domain/events/involved-person.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { matchesState, stateOptions } from '../../widgets/us-state/state-options.ts';
import { affiliationName, personTypeFormName } from '../events/value-names.ts';
import { useSaveInvolvedPerson } from './event-manage-api.ts';
import { type PersonDraft, type PersonField, personBody, personProblems } from './person-form.ts';
import { refusalText } from './refusal-text.ts';

/** The form's labels by the body's paths, for a refusal that names a field. */
const labelsOf = (t: TextOf<typeof eventManageText.en>) => ({
  eventId: t('event'),
  'involvedPerson.type': t('type'),
  'involvedPerson.firstName': t('firstName'),
  'involvedPerson.lastName': t('lastName'),
  'involvedPerson.address': t('address'),
  'involvedPerson.phoneNumber': t('phoneNumber'),
  'involvedPerson.affiliation': t('affiliation'),
  'involvedPerson.otherAffiliationDescription': t('otherAffiliation'),
  'involvedPerson.natureOfInvolvement': t('natureOfInvolvement'),
});

interface PersonModalProps {
  eventId: string;
  initial: PersonDraft;
  onClose: () => void;
}

/**
 * Add or edit an involved person or witness (spec 001 §3, §5): every field; the other-affiliation
 * text only for Other; names required and the US phone rule, each shown once its field was left;
 * Save disabled while invalid. 'Involved Person Saved.' (3 s), and the lists read again.
 */
export function PersonModal({ eventId, initial, onClose }: PersonModalProps) {
  const t = useText(eventManageText);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<PersonField>>(new Set());
  const save = useSaveInvolvedPerson(eventId);
  const problems = personProblems(draft);
  const valid = Object.keys(problems).length === 0;
  const change = (next: Partial<PersonDraft>) => setDraft((current) => ({ ...current, ...next }));
  const leave = (field: PersonField) => setTouched((current) => new Set(current).add(field));
  const shown = (field: PersonField) =>
    touched.has(field) && problems[field]
      ? { validateStatus: 'error' as const, help: problems[field] }
      : { validateStatus: undefined, help: undefined };

  const submit = () =>
    save.mutate(personBody(draft), {
      onSuccess: () => {
        showToast('success', t('personSaved'), INVOLVED_PERSON_SAVED_SECONDS);
        onClose();
      },
      onError: (error) => {
        const text = refusalText(error, labelsOf(t));
        if (text) showToast('error', text, TOAST_SECONDS.default);
      },
    });

  return (
    <Modal
      open
      title={draft.id ? t('editPerson') : t('addPerson')}
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        <Button key="save" type="primary" disabled={!valid || save.isPending} loading={save.isPending} onClick={submit}>
          {t('save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('type')}>
          <Radio.Group
            value={draft.type}
            onChange={(event) => change({ type: event.target.value })}
            options={INVOLVED_PERSON_TYPES.map((type) => ({
              value: type.value,
              label: personTypeFormName(type.value),
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('firstName')} htmlFor="person-first-name" required {...shown('firstName')}>
              <Input
                id="person-first-name"
                value={draft.firstName}
                maxLength={LIMITS.nameLength}
                onChange={(event) => change({ firstName: event.target.value })}
                onBlur={() => leave('firstName')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('lastName')} htmlFor="person-last-name" required {...shown('lastName')}>
              <Input
                id="person-last-name"
                value={draft.lastName}
                maxLength={LIMITS.nameLength}
                onChange={(event) => change({ lastName: event.target.value })}
                onBlur={() => leave('lastName')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('streetAddress')} htmlFor="person-street">
          <Input
            id="person-street"
            value={draft.streetAddress1}
            maxLength={LIMITS.streetLength}
            onChange={(event) => change({ streetAddress1: event.target.value })}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item label={t('city')} htmlFor="person-city">
              <Input
                id="person-city"
                value={draft.city}
                maxLength={LIMITS.cityLength}
                onChange={(event) => change({ city: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label={t('state')} htmlFor="person-state">
              <Select
                id="person-state"
                showSearch
                allowClear
                value={draft.state ?? undefined}
                options={stateOptions(US_STATES, draft.state)}
                filterOption={matchesState}
                onChange={(state: string | undefined) => change({ state: state ?? null })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item label={t('postalCode')} htmlFor="person-postal-code">
              <Input
                id="person-postal-code"
                value={draft.postalCode}
                maxLength={LIMITS.postalCodeLength}
                onChange={(event) => change({ postalCode: event.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('phoneNumber')} htmlFor="person-phone" {...shown('phoneNumber')}>
          <Input
            id="person-phone"
            type="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={draft.phoneNumber}
            maxLength={LIMITS.phoneLength}
            onChange={(event) => change({ phoneNumber: formatPhoneAsTyped(draft.phoneNumber, event.target.value) })}
            onBlur={() => {
              if (isValidUsPhone(draft.phoneNumber)) change({ phoneNumber: normalizeUsPhone(draft.phoneNumber) });
              leave('phoneNumber');
            }}
          />
        </Form.Item>
        <Form.Item label={t('affiliation')} htmlFor="person-affiliation">
          <Select
            id="person-affiliation"
            allowClear
            value={draft.affiliation ?? undefined}
            options={AFFILIATIONS.map((entry) => ({ value: entry.value, label: affiliationName(entry.value) }))}
            onChange={(affiliation: PersonDraft['affiliation'] | undefined) =>
              change({ affiliation: affiliation ?? null })
            }
          />
        </Form.Item>
        {otherAffiliationApplies(draft.affiliation) && (
          <Form.Item label={t('otherAffiliation')} htmlFor="person-other-affiliation">
            <Input
              id="person-other-affiliation"
              value={draft.otherAffiliationDescription}
              maxLength={LIMITS.descriptionLength}
              onChange={(event) => change({ otherAffiliationDescription: event.target.value })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('natureOfInvolvement')} htmlFor="person-nature" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="person-nature"
            rows={3}
            value={draft.natureOfInvolvement}
            maxLength={LIMITS.natureLength}
            onChange={(event) => change({ natureOfInvolvement: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
