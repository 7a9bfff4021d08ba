import { Toaster } from 'sonner';

/**
 * The site's one toaster: fixed display times, close buttons, and
 * pointer events kept on so a toast above a dialog stays clickable.
 */
export default function LazyToaster() {
  return (
    <Toaster
      duration={4000}
      visibleToasts={3}
      gap={14}
      closeButton
      position="bottom-right"
      style={{ pointerEvents: 'auto' }}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
