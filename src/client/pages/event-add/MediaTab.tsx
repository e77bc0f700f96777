import { Typography } from 'antd';
import { useState } from 'react';
import type { EventProgress } from '../../../../schemas/event.ts';
import { canFinishMedia } from '../../../domain/event-wizard-media.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { MediaPanel } from './MediaPanel.tsx';
import type { EventWizard } from './use-event-wizard.ts';

/**
 * Images/Videos (spec 001 §2, §4): the event's own images and videos, several at a time, each
 * with its progress and Cancel. Next finishes the report (status 0 New, SOP complete) once no
 * upload is running.
 */
export function MediaTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const [uploading, setUploading] = useState(false);
  return (
    <section aria-label="Images/Videos">
      <Typography.Paragraph>Add images or videos of the event (optional).</Typography.Paragraph>
      <MediaPanel target={{ eventId: event.id }} label="Event images and videos" onUploadingChange={setUploading} />
      <WizardNav
        onPrevious={() => void wizard.previous()}
        onNext={() => void wizard.next()}
        busy={wizard.busy}
        nextDisabled={!canFinishMedia({ uploading })}
      />
    </section>
  );
}
