import { describe, expect, it } from 'vitest';
import {
  conditionFor,
  type SubscriptionCondition,
  type SubscriptionDraft,
} from '../../../src/domain/subscriptions/subscription.ts';
import { subscriptionPreview } from '../../../src/domain/subscriptions/subscription-preview.ts';
import { translatorIn } from '../../../src/server/i18n/translate.ts';

/** The preview sentence in Spanish: the subject of a notice to someone who chose Spanish (issue 27). */

const names = {
  eventTypes: { water: 'Water Intrusion' },
  categories: { roof: 'Roof Leak' },
  properties: { bay: 'Bay View', oak: 'Oak Court' },
  propertyGroups: { harbor: 'Harbor' },
  people: { jane: 'Jane Doe' },
  roles: { manager: 'Manager' },
};

const draft = (conditions: SubscriptionCondition[], overrides: Partial<SubscriptionDraft> = {}): SubscriptionDraft => ({
  name: 'x',
  subjectType: 'Event',
  filtersOperator: 'OR',
  filters: [
    {
      conditionsOperator: 'OR',
      conditions,
      locations: [
        {
          locationConditionType: 'PropertyGroups',
          propertyIds: [],
          propertyGroupIds: ['harbor'],
          stateAbbreviations: [],
        },
      ],
    },
  ],
  subscribers: [
    { recipientType: 'Role', recipientQualifier: 'manager', mediaType: 'Email' },
    { recipientType: 'Person', recipientQualifier: 'jane', mediaType: 'Text' },
  ],
  ...overrides,
});

const withQualifier = (condition: SubscriptionCondition, qualifier: Partial<SubscriptionCondition['qualifier']>) => ({
  ...condition,
  qualifier: { ...condition.qualifier, ...qualifier },
});

describe('the Notification Preview in Spanish', () => {
  it('reads as a Spanish sentence, names as they are', () => {
    const created = withQualifier(conditionFor('Created'), {
      typeId: 'water',
      categoryId: 'roof',
      eventSeverityLevel: 'High',
    });
    expect(subscriptionPreview(draft([created]), names, translatorIn('es'))).toBe(
      'Cuando un evento se crea del tipo Water Intrusion y la categoría Roof Leak con gravedad alta en cualquier propiedad de Harbor, enviar un correo a quienes tienen el rol Manager, y enviar un mensaje de texto a Jane Doe',
    );
  });

  it('names statuses, hours and repeats in Spanish', () => {
    const unchanged = {
      ...withQualifier(conditionFor('TimeElapsed'), { statusValue: 'InProgress' as const }),
      delayHours: 4,
      frequencyType: 'Daily' as const,
    };
    const changed = withQualifier(conditionFor('StatusChanged'), { statusValue: 'Complete' as const });
    const sentence = subscriptionPreview(draft([unchanged, changed]), names, translatorIn('es'));
    expect(sentence).toContain('sigue sin cambios en el estado En curso durante 4 horas (se repite cada día)');
    expect(sentence).toContain(' o cambia al estado Completado');
  });

  it('English stays the default and the spec’s words', () => {
    const created = withQualifier(conditionFor('Created'), { typeId: 'water' });
    expect(subscriptionPreview(draft([created]), names)).toBe(
      'When an Event is Created of type Water Intrusion at any property in Harbor, e-mail the Manager role, and text Jane Doe',
    );
  });
});
