import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageProps } from '../pages/page-props.ts';
import type { PageKind } from '../rules/app-routes.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** Each page is its own chunk (STACK-NOTES: lazy routes keep the first page small). */
export const LAZY_PAGES: Record<PageKind, LazyPage> = {
  home: lazy(() => import('../pages/home/HomePage.tsx').then((m) => ({ default: m.HomePage }))),
  homeDashboard: lazy(() =>
    import('../pages/dashboard/HomeDashboardPage.tsx').then((m) => ({ default: m.HomeDashboardPage })),
  ),
  profile: lazy(() => import('../pages/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
  pickCompany: lazy(() =>
    import('../pages/pick-company/PickCompanyPage.tsx').then((m) => ({ default: m.PickCompanyPage })),
  ),
  authinfo: lazy(() => import('../pages/authinfo/AuthInfoPage.tsx').then((m) => ({ default: m.AuthInfoPage }))),
  // The generic schema-driven list (src/client/crud) of the route's resource.
  resource: lazy(() =>
    import('../crud/ResourcePage.tsx').then((m) => ({
      default: function GenericResourcePage({ resource }: PageProps) {
        return <m.ResourcePage name={resource ?? ''} />;
      },
    })),
  ),
  eventCategories: lazy(() =>
    import('../pages/event-categories/EventCategoriesPage.tsx').then((m) => ({ default: m.EventCategoriesPage })),
  ),
  // The page form (users, properties, property groups) and the singleton page (company details).
  resourceForm: lazy(() =>
    import('../crud/ResourceFormPage.tsx').then((m) => ({
      default: function GenericResourceFormPage({ resource }: PageProps) {
        return <m.ResourceFormPage name={resource ?? ''} />;
      },
    })),
  ),
  resourceSingleton: lazy(() =>
    import('../crud/ResourceSingletonPage.tsx').then((m) => ({
      default: function GenericResourceSingletonPage({ resource }: PageProps) {
        return <m.ResourceSingletonPage name={resource ?? ''} />;
      },
    })),
  ),
  procedures: lazy(() => import('../pages/procedures/ProceduresPage.tsx').then((m) => ({ default: m.ProceduresPage }))),
  events: lazy(() => import('../pages/events/EventsPage.tsx').then((m) => ({ default: m.EventsPage }))),
  eventManage: lazy(() =>
    import('../pages/event-manage/EventManagePage.tsx').then((m) => ({ default: m.EventManagePage })),
  ),
  eventAdd: lazy(() => import('../pages/event-add/EventAddPage.tsx').then((m) => ({ default: m.EventAddPage }))),
  myTasks: lazy(() => import('../pages/my-tasks/MyTasksPage.tsx').then((m) => ({ default: m.MyTasksPage }))),
  performTask: lazy(() =>
    import('../pages/perform-task/PerformTaskPage.tsx').then((m) => ({ default: m.PerformTaskPage })),
  ),
  resources: lazy(() => import('../pages/resources/ResourcesPage.tsx').then((m) => ({ default: m.ResourcesPage }))),
  insurancePolicies: lazy(() =>
    import('../pages/insurance/InsurancePoliciesPage.tsx').then((m) => ({ default: m.InsurancePoliciesPage })),
  ),
  insurancePolicyForm: lazy(() =>
    import('../pages/insurance/InsurancePolicyFormPage.tsx').then((m) => ({ default: m.InsurancePolicyFormPage })),
  ),
  propertyInsurancePolicies: lazy(() =>
    import('../pages/insurance/PropertyInsurancePoliciesPage.tsx').then((m) => ({
      default: m.PropertyInsurancePoliciesPage,
    })),
  ),
  propertyPolicyDetails: lazy(() =>
    import('../pages/insurance/PropertyPolicyDetailsPage.tsx').then((m) => ({ default: m.PropertyPolicyDetailsPage })),
  ),
  addEditClaim: lazy(() =>
    import('../pages/claims/AddEditClaimPage.tsx').then((m) => ({ default: m.AddEditClaimPage })),
  ),
  addEditDamages: lazy(() =>
    import('../pages/claims/AddEditDamagesPage.tsx').then((m) => ({ default: m.AddEditDamagesPage })),
  ),
  subscriptions: lazy(() =>
    import('../pages/subscriptions/SubscriptionsPage.tsx').then((m) => ({ default: m.SubscriptionsPage })),
  ),
  subscriptionEditor: lazy(() =>
    import('../pages/subscriptions/SubscriptionEditorPage.tsx').then((m) => ({ default: m.SubscriptionEditorPage })),
  ),
  subscriptionDeliveries: lazy(() =>
    import('../pages/subscriptions/DeliveriesPage.tsx').then((m) => ({ default: m.DeliveriesPage })),
  ),
  eventCounts: lazy(() => import('../pages/reports/EventCountsPage.tsx').then((m) => ({ default: m.EventCountsPage }))),
  insuranceClaimsReport: lazy(() =>
    import('../pages/reports/InsuranceClaimsReportPage.tsx').then((m) => ({ default: m.InsuranceClaimsReportPage })),
  ),
  analytics: lazy(() => import('../pages/analytics/AnalyticsPage.tsx').then((m) => ({ default: m.AnalyticsPage }))),
  routineTasks: lazy(() =>
    import('../pages/routine-tasks/RoutineTasksPage.tsx').then((m) => ({ default: m.RoutineTasksPage })),
  ),
  routineTaskDetails: lazy(() =>
    import('../pages/routine-tasks/TaskDetailsPage.tsx').then((m) => ({ default: m.TaskDetailsPage })),
  ),
  integrations: lazy(() =>
    import('../pages/integrations/IntegrationsPage.tsx').then((m) => ({ default: m.IntegrationsPage })),
  ),
  auditTrail: lazy(() =>
    import('../pages/audit-trail/AuditTrailPage.tsx').then((m) => ({ default: m.AuditTrailPage })),
  ),
  comingSoon: lazy(() => import('../pages/common/ComingSoonPage.tsx').then((m) => ({ default: m.ComingSoonPage }))),
};

export const LazyCallbackPage = lazy(() =>
  import('../pages/callback/CallbackPage.tsx').then((m) => ({ default: m.CallbackPage })),
);

/** 'Set up your company': an installation without any company, before anybody can sign in (issue 22). */
export const LazyFirstRunPage = lazy(() =>
  import('../pages/first-run/FirstRunPage.tsx').then((m) => ({ default: m.FirstRunPage })),
);
