/**
 * Every type of domain event the server records (ctx.record, ctx.recordAll, and the two direct
 * inserts: a provisioned company's first record and the demo seed's). `DomainEvent.type` is
 * checked against it, so a new kind of record is added here first — and then must say what it
 * means to the subscriptions (subscriptions/domain-event-actions.ts).
 */
export const DOMAIN_EVENT_TYPES = [
  // An incident: its report (the Add Event wizard), its management and what hangs off it.
  'event.created',
  'event.progressSaved',
  'event.answered',
  'event.resumed',
  'event.statusChanged',
  'event.detailsSaved',
  'event.archived',
  'event.media.uploaded',
  'event.file.uploaded',
  'event.file.moved',
  'event.file.deleted',
  'event.folder.saved',
  'event.person.created',
  'event.person.updated',
  'event.claim.created',
  'event.claim.updated',
  'event.damages.saved',
  'event.incidentReport.generated',
  'event.incidentReport.failed',
  // The company's and properties' libraries.
  'resource.file.uploaded',
  'resource.file.moved',
  'resource.file.deleted',
  'resource.folder.saved',
  // Setup.
  'company.created',
  'company.updated',
  'role.created',
  'role.updated',
  'person.created',
  'person.updated',
  'property.created',
  'property.updated',
  'property.onCallNumberCreated',
  'propertyGroup.created',
  'propertyGroup.updated',
  'vendor.created',
  'vendor.updated',
  'vendorType.created',
  'vendorType.updated',
  'category.created',
  'category.updated',
  'documentType.created',
  'documentType.updated',
  'procedure.created',
  'procedure.updated',
  // Insurance.
  'insurancePolicy.created',
  'insurancePolicy.updated',
  'insurancePolicy.deleted',
  'propertyBuilding.created',
  'propertyBuilding.updated',
  'propertyBuilding.deleted',
  // Routine tasks.
  'routineTask.created',
  'routineTask.updated',
  'routineTaskResult.started',
  'routineTaskResult.completed',
  'routineTaskResult.images.uploaded',
  // Notification subscriptions.
  'subscription.created',
  'subscription.updated',
  'subscription.deleted',
  // Integrations (issue 28).
  'apiKey.created',
  'apiKey.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
