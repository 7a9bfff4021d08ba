import { Toaster } from 'sonner';
import { useAppConfig } from '../lib/content-store/use-site-content';

/**
 * The site's one toaster: fixed display times, close buttons, and
 * pointer events kept on so a toast above a dialog stays clickable.
 * Its theme is the page's: the stored choice, or the system's for `auto`.
 */
export default function LazyToaster() {
  const theme = useAppConfig((config) => config.ui.theme);
  return (
    <Toaster
      theme={theme === 'auto' ? 'system' : theme}
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
