import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { STEP_TYPES, type StepTypeId } from '../../../../src/domain/procedures/procedure-model.ts';

type Question = EventProgress['procedure']['questions'][number];

const END = { type: 'NA' as const, value: null };

/** A step of an event's copy, unanswered unless told. */
export function question(id: string, typeId: StepTypeId, change: Partial<Question> = {}): Question {
  return {
    id,
    text: `Step ${id}`,
    typeId,
    typeDescriptor: typeId,
    yesResult: END,
    noResult: END,
    checklistItems: [],
    answer: null,
    answered: false,
    textAnswer: null,
    images: [],
    videos: [],
    ...change,
  };
}

export const STEP_IDS = {
  leak: '00000000-0000-4000-8000-000000000001',
  photo: '00000000-0000-4000-8000-000000000002',
  extent: '00000000-0000-4000-8000-000000000003',
  mitigate: '00000000-0000-4000-8000-000000000004',
} as const;

/** A water procedure: leak (Yes/No, no → photo), photo, extent (text), mitigate (checklist). */
export function waterQuestions(): Question[] {
  const { leak, photo, extent, mitigate } = STEP_IDS;
  return [
    question(leak, STEP_TYPES.yesNo, { noResult: { type: 'goto', value: photo } }),
    question(photo, STEP_TYPES.imageUpload, { yesResult: { type: 'goto', value: extent } }),
    question(extent, STEP_TYPES.textInput, { yesResult: { type: 'goto', value: mitigate } }),
    question(mitigate, STEP_TYPES.checklist, {
      checklistItems: [
        { text: 'Move furniture', sortKey: 1, checked: false },
        { text: 'Call the vendor', sortKey: 2, checked: false },
      ],
    }),
  ];
}

/** A new event as POST /events/create answers it (occurred "now", status 5). */
export function createdEvent(change: Partial<EventProgress> = {}): EventProgress {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    number: 'E-2026-00042',
    property: {
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Lakeview Apartments',
      timeZone: 'America/Chicago',
      address: { streetAddress1: '12 Lakeview Drive', city: 'Springfield', state: 'IL' },
    },
    type: { id: '30000000-0000-4000-8000-000000000001', name: 'Water Intrusion' },
    category: { id: '40000000-0000-4000-8000-000000000001', name: 'Roof Leak' },
    location: 'Attic',
    eventSeverityLevel: 0,
    dateOccurredUtc: '2026-07-01T14:15:00.000Z',
    reportedByName: 'Morgan Manager',
    emergencyServicesInvolved: null,
    emergencyServicesAnswered: false,
    procedure: { id: '50000000-0000-4000-8000-000000000001', questions: waterQuestions() },
    answeredQuestionTrail: [],
    status: 5,
    isSopComplete: false,
    images: [],
    videos: [],
    ...change,
  };
}
