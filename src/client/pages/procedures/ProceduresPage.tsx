import { useCan } from '@refinedev/core';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../common/NotFoundPage.tsx';
import type { PageProps } from '../page-props.ts';
import { ProceduresView } from './ProceduresView.tsx';
import { viewOfCv } from './procedure-views.ts';

/**
 * /procedures/{cv} (spec 001 §2 "Procedures screen"): 1 Incidents, 2 Tasks / Inspections. The
 * Tasks view is a route of its own that needs the company's routine-task feature (the route
 * table's entry guard refuses it without); the view toggle shows only when the user may open
 * it (Refine's access control, from the same route table). Each view is its own keyed
 * component, so switching views starts from a fresh list and closes any open editor or copy dialog.
 */
export function ProceduresPage({ title }: PageProps) {
  // /procedures/1 and /procedures/2 are routes of their own: read the segment.
  const cv = useLocation().pathname.split('/').filter(Boolean)[1];
  const tasks = useCan({ resource: 'taskProcedures', action: 'list' });
  const view = viewOfCv(cv);
  if (!view) return <NotFoundPage />;
  return <ProceduresView key={view.key} view={view} title={title} showToggle={tasks.data?.can === true} />;
}
