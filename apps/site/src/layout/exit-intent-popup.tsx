import { ExitIntentDialog, recordNewsletterSignup } from '@rooted/ui/exit-intent';
import { NewsletterForm, type NewsletterFormValues } from '@rooted/ui/newsletter-form';
import { lazyLeadResolver } from '../lib/lead-resolvers';
import { notifyToast, useLeadSubmit } from '../lib/use-lead-submit';
import { useSiteNavigate } from '../lib/use-site-navigate';

const resolver = lazyLeadResolver<NewsletterFormValues>('exit-intent');
const ID_PREFIX = 'exit-newsletter';

/**
 * The popup itself (loaded lazily): the one newsletter form, sent as kind `exit-intent`
 * (source `exit_intent_popup` on the server). On success the popup closes first, then the toast
 * shows, so the toast is never stuck under the modal.
 */
export function ExitIntentPopup({ open, onDismiss, onSubscribed }: { open: boolean; onDismiss: () => void; onSubscribed: () => void }) {
  const onSubmit = useLeadSubmit<NewsletterFormValues>('exit-intent');
  const onNavigate = useSiteNavigate();
  return (
    <ExitIntentDialog open={open} onDismiss={onDismiss} initialFocusId={`${ID_PREFIX}-email`}>
      <NewsletterForm
        idPrefix={ID_PREFIX}
        tone="light"
        onSubmit={onSubmit}
        resolver={resolver}
        notify={notifyToast}
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
