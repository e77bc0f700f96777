import { Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { propertyBuildingEndpoints } from '../../../../schemas/property-building.ts';
import { recordMessagesText } from '../../../domain/i18n/en/schema-messages.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import type { ServerErrors } from '../../crud/server-errors.ts';
import { translate } from '../../i18n/language.ts';
import type { ResourceRecord } from '../../resources/definition.ts';
import { propertyBuildingsResource } from '../../resources/property-buildings.ts';
import { showToast } from '../../session/toasts.ts';

const SchemaForm = lazy(() => import('../../crud/SchemaForm.tsx'));

/** Add or edit one building of the property's Statement of Values (the resource's schema-driven form). */
export function BuildingFormModal({
  propertyId,
  building,
  onClose,
  onSaved,
}: {
  propertyId: string;
  /** The building to edit; null to add one. */
  building: ResourceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const { form } = propertyBuildingsResource;
  const title = form.kind === 'modal' ? (building ? form.editTitle : form.createTitle) : '';

  const save = async (data: ResourceRecord) => {
    setSaving(true);
    setServerErrors(null);
    try {
      await callEndpoint(propertyBuildingEndpoints.save, { params: { id: propertyId }, body: data });
      showToast('success', translate(recordMessagesText, 'buildingSaved'));
      onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const message = error.body?.message ?? error.message;
        setServerErrors({ message, fieldErrors: error.body?.validationErrors ?? [], submitted: data });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} width={760} footer={null} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Suspense fallback={<Skeleton active />}>
        <SchemaForm
          resource={propertyBuildingsResource}
          initialData={building ?? {}}
          serverErrors={serverErrors}
          saving={saving}
          onCancel={onClose}
          onSubmit={(data) => void save(data)}
        />
      </Suspense>
    </Modal>
  );
}
