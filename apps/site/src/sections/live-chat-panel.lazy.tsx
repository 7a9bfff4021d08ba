import { ChatPanel, type ContactRequest } from '@rooted/ui/live-chat';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearTranscript, readTranscript, writeTranscript } from '../lib/chat/chat-transcript';
import { prefillContact } from '../lib/leads/contact-prefill';
import { scrollToSection } from '../lib/navigation/scroll-to-section';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { takeTypeAhead } from '../lib/overlays/type-ahead';

const takeChatText = () => takeTypeAhead('chat');

/**
 * The chat panel wired to content.liveChat, the tab's transcript and the contact form. Loaded on
 * the first open (React.lazy in live-chat.tsx).
 */
export function LiveChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const content = useSiteContent((c) => c.liveChat);
  const studio = useSiteContent((c) => c.company.name);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const toContact = (request: ContactRequest, event: { preventDefault(): void }) => {
    event.preventDefault();
    onClose();
    if (pathname === '/') {
      prefillContact(request);
      window.requestAnimationFrame(() => scrollToSection('contact'));
    } else {
      navigate('/#contact');
      // The home page mounts on the next frames; its contact form listens by then.
      window.setTimeout(() => prefillContact(request), 300);
    }
  };

  return (
    <ChatPanel
      id={id}
      content={content}
      initialMessages={readTranscript()}
      onTranscriptChange={writeTranscript}
      onClear={clearTranscript}
      onClose={onClose}
      takeTypedText={takeChatText}
      onContactRequest={toContact}
      contactHref={pathname === '/' ? '#contact' : '/#contact'}
      // The owner's heading, or the studio's name: the window is the studio's, not its slogan's.
      text={{ title: content.title ?? `Chat with ${studio}` }}
    />
  );
}
