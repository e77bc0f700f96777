import { namespace } from '../../common/catalogue.ts';

/**
 * The words of a subscription's 'Notification Preview' sentence (spec 002 §2.7), which is also the
 * subject line of the notices it sends (domain/subscriptions/subscription-preview.ts puts them
 * together). A notice's subject is in its recipient's language.
 */
export const subscriptionPreviewText = namespace('subscriptionPreview', {
  when: 'When {{filters}}, {{subscribers}}',
  /** Between two filters' phrases. */
  orWhen: ', or when ',
  /** One filter: 'an Event is Created … at any property'. */
  filter: '{{subject}} {{conditions}} {{locations}}',
  anEvent: 'an Event',
  and: 'and',
  or: 'or',
  created: 'is Created',
  deleted: 'is Deleted',
  changedToAny: 'is Changed to any status',
  changedTo: 'is Changed to {{status}}',
  unchanged: 'is Unchanged for {{hours}}',
  unchangedIn: 'is Unchanged in {{status}} for {{hours}}',
  repeated: '(repeated {{frequency}})',
  Hourly: 'hourly',
  Daily: 'daily',
  Weekly: 'weekly',
  Monthly: 'monthly',
  hoursOne: '{{count}} hour',
  hoursMany: '{{count}} hours',
  ofType: 'of type {{type}}',
  andCategory: 'and category {{category}}',
  highSeverity: 'with High severity',
  at: 'at {{places}}',
  atAnyPropertyIn: 'at any property in {{places}}',
  atAnyProperty: 'at any property',
  role: 'the {{role}} role',
  onCall: "the property's on-call number",
  email: 'e-mail {{recipients}}',
  text: 'text {{recipients}}',
  /** Between the e-mailed and the texted. */
  andThen: ', and ',
  noOne: 'notify no one',
});
