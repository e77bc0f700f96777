import { Typography } from 'antd';
import { useMemo } from 'react';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { MediaPanel } from './MediaPanel.tsx';
import type { EventWizard } from './use-event-wizard.ts';
import { useMediaStep } from './use-media-step.ts';
import { eventMediaSource } from './wizard-api.ts';
import { canFinishMedia } from './wizard-media.ts';

/**
 * Images/Videos (spec 001 §2, §4): the event's own images and videos, several at a time, each
 * with its progress and Cancel. Next finishes the report (status 0 New, SOP complete) once no
 * upload is running; files chosen and not yet sent are uploaded by Next first (or Previous), so
 * none is lost (use-media-step.ts).
 */
export function MediaTab({ wizard, event }: { wizard: EventWizard; event: EventProgress }) {
  const source = useMemo(
    () => eventMediaSource({ eventId: event.id }, event.property.name),
    [event.id, event.property.name],
  );
  const media = useMediaStep(source);
  const t = useText(eventAddText);
  return (
    <section aria-label={t('tab.media')}>
      <Typography.Paragraph>{t('addMedia')}</Typography.Paragraph>
      <MediaPanel media={media} label={t('eventMedia')} />
      <WizardNav
        onPrevious={() => void media.leave(wizard.previous)}
        onNext={() => void media.leave(wizard.next)}
        busy={wizard.busy || media.uploading}
        nextDisabled={!canFinishMedia(media)}
      />
    </section>
  );
}
