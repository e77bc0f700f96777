import { namespace } from '../catalogue.ts';

/** A procedure step as the one on the job answers it (both wizards): its title, type, answer and buttons. */
export const stepsText = namespace('steps', {
  step: 'Step {{number}}',
  'type.YesOrNo': 'Yes/No',
  'type.TextInput': 'Text Input',
  'type.Acknowledgement': 'Acknowledge',
  'type.Checklist': 'Checklist',
  'type.ImageUpload': 'Image Upload',
  answer: 'Answer',
  yes: 'Yes',
  no: 'No',
  acknowledge: 'Acknowledge',
  checklist: 'Checklist',
  item: 'Item {{number}}',
  imageUpload: 'Image upload',
  imagePreview: 'The reporter adds images here. Nothing is uploaded in preview.',
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete',
});
