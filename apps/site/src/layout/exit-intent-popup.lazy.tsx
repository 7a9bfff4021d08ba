import { recordNewsletterSignup } from '@rooted/ui/exit-intent';
import { ExitIntentDialog } from '@rooted/ui/exit-intent-dialog';
import { SiteNewsletterForm } from '../lib/leads/lead-forms.lazy';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';

const ID_PREFIX = 'exit-newsletter';

/**
 * The popup itself (loaded lazily once armed): the one newsletter form, sent as kind
 * `exit-intent` (source `exit_intent_popup` on the server). On success the popup closes first,
 * then the toast shows, so the toast is never stuck under the modal.
 */
export function ExitIntentPopup({
  open,
  onDismiss,
  onSubscribed,
}: {
  open: boolean;
  onDismiss: () => void;
  onSubscribed: () => void;
}) {
  const onNavigate = useSiteNavigate();
  return (
    <ExitIntentDialog open={open} onDismiss={onDismiss} initialFocusId={`${ID_PREFIX}-email`}>
      <SiteNewsletterForm
        kind="exit-intent"
        idPrefix={ID_PREFIX}
        tone="light"
        onSubscribed={() => {
          recordNewsletterSignup();
          onSubscribed();
        }}
        onNavigate={(href, event) => {
          onDismiss();
          onNavigate(href, event);
        }}
      />
    </ExitIntentDialog>
  );
}
