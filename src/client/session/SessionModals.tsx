import { CompanyChooserModal } from './CompanyChooserModal.tsx';
import { useSession } from './session-context.ts';
import { UnrecognizedUserModal } from './UnrecognizedUserModal.tsx';

/** The blocking session modals; loaded only when one is needed (their form controls are heavy). */
export function SessionModals() {
  const { status } = useSession();
  return (
    <>
      <UnrecognizedUserModal open={status === 'unrecognized'} />
      <CompanyChooserModal open={status === 'choosingCompany'} />
    </>
  );
}
