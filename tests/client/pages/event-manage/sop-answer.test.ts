import { describe, expect, it } from 'vitest';
import { type SopQuestion, sopAnswerText } from '../../../../src/client/pages/event-manage/sop-answer.ts';

const step = (change: Partial<SopQuestion>): SopQuestion => ({
  id: 's1',
  text: 'Step',
  typeId: 'YesOrNo',
  typeDescriptor: 'YesOrNo',
  answer: null,
  answered: true,
  textAnswer: null,
  checklistItems: [],
  images: [],
  videos: [],
  ...change,
});

describe('an SOP answer in words', () => {
  it.each([
    [{ answer: true }, 'Yes'],
    [{ answer: false }, 'No'],
    [{ answer: null }, 'Not answered'],
    [{ answered: false, answer: true }, 'Not answered'],
    [{ typeId: 'Acknowledgement' as const, answer: true }, 'Acknowledged'],
    [{ typeId: 'TextInput' as const, textAnswer: ' Joe, 10:40 ' }, 'Joe, 10:40'],
    [{ typeId: 'TextInput' as const, textAnswer: '' }, '(no text)'],
    [{ typeId: 'Checklist' as const }, ''],
  ])('%j reads %j', (change, expected) => {
    expect(sopAnswerText(step(change))).toBe(expected);
  });
});
