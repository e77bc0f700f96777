import { useLocation } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { NotAllowed } from '../common/NotAllowed.tsx';
import { NotFoundPage } from '../common/NotFoundPage.tsx';
import type { PageProps } from '../page-props.ts';
import { ProceduresView } from './ProceduresView.tsx';
import { viewOfCv } from './procedure-views.ts';

/**
 * /procedures/{cv} (spec 001 §2 "Procedures screen"): 1 Incidents, 2 Tasks / Inspections. The
 * Tasks view needs the company's routine-task feature; without it only Incidents is reachable
 * and the view toggle is hidden. Each view is its own keyed component, so switching views
 * starts from a fresh list and closes any open editor or copy dialog.
 */
export function ProceduresPage({ title }: PageProps) {
  // /procedures/1 and /procedures/2 are routes of their own (the Tasks view needs its feature): read the segment.
  const cv = useLocation().pathname.split('/').filter(Boolean)[1];
  const { features } = useSession();
  const view = viewOfCv(cv);
  if (!view) return <NotFoundPage />;
  if (view.key === 'tasks' && !features.routineTasks) return <NotAllowed title={title} reason="feature" />;
  return <ProceduresView key={view.key} view={view} title={title} showToggle={features.routineTasks} />;
}
