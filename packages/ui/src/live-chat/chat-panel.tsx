import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon } from '../internal/icons';
import { ChatMessageItem } from './chat-message-item';
import { CHAT_TEXT, type ChatText } from './chat-text';
import { INTENT_SUBJECT, type ChatContent, type ChatMessage, type ContactRequest } from './chat-types';
import { randomReplyDelay, useChatConversation } from './use-chat-conversation';

/** Props of {@link ChatPanel}: the chat content, the stored transcript and the callbacks through which the site keeps it and opens the contact form. */
export interface ChatPanelProps {
  /** The id the launcher's aria-controls points at. */
  id: string;
  /** The greeting, quick replies, keywords and answers, from the site's content. */
  content: ChatContent;
  /** The transcript so far (e.g. from sessionStorage); a greeting starts an empty one. */
  initialMessages?: ChatMessage[];
  /** Called with the whole transcript after every change, for the site to keep. */
  onTranscriptChange?: (messages: ChatMessage[]) => void;
  /** 'Clear chat' was pressed (the site forgets the stored transcript). */
  onClear?: () => void;
  /** The close button or Escape was pressed: the site hides the panel (and puts focus back on its launcher). */
  onClose: () => void;
  /** The visitor wants a person: the site opens the contact form prefilled with this. */
  onContactRequest: (request: ContactRequest, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The "talk to a person" link's `href` (the contact section); a click goes to `onContactRequest`. */
  contactHref?: string;
  /** Typing pause before each answer in ms; 400–900 at random by default. */
  replyDelay?: () => number;
  /**
   * Called once as the panel opens and focuses its message field. Text it returns becomes the
   * draft: what the visitor typed while the panel's code was still loading (the site keeps
   * those keystrokes).
   */
  takeTypedText?: () => string;
  /** The panel's own words in your language; every part left out keeps its English default ({@link CHAT_TEXT}). */
  text?: Partial<ChatText>;
}

/** The chat panel's heading, which also names its dialog (`aria-labelledby`), so tests find the panel by it. */
export const CHAT_TITLE = CHAT_TEXT.title;

/**
 * The live chat panel, which answers from site content: a non-modal dialog, honest that answers are
 * automated, with a polite log that is only ever appended to, quick replies after every answer
 * and a link to a person through the contact form. Full-screen sheet on phones.
 */
export function ChatPanel({
  id,
  content,
  initialMessages,
  onTranscriptChange,
  onClear,
  onClose,
  onContactRequest,
  contactHref = '#contact',
  replyDelay = randomReplyDelay,
  takeTypedText,
  text: ownText,
}: ChatPanelProps) {
  const text = { ...CHAT_TEXT, ...ownText };
  const { messages, typing, send, quickReply, clear } = useChatConversation(
    content,
    initialMessages,
    onTranscriptChange,
    replyDelay,
  );
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // The text is taken in the same moment the field gets focus: taken earlier (while rendering),
  // keystrokes in between would go to the launcher; later, to nothing. Only as the panel opens:
  // from then on the field gets the keystrokes itself.
  useEffect(() => {
    inputRef.current?.focus();
    const typed = takeTypedText?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on open, from outside React
    if (typed) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  const submit = () => {
    send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const requestContact = (event: MouseEvent<HTMLAnchorElement>) => {
    const topic =
      [...messages].reverse().find((m) => m.from === 'bot' && m.intent && m.intent !== 'default')?.intent ?? 'default';
    const asked = messages.filter((m) => m.from === 'visitor').map((m) => m.text);
    const message = asked.length ? `From the chat:\n${asked.slice(-3).join('\n')}` : '';
    onContactRequest({ subject: INTENT_SUBJECT[topic], message }, event);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-0 z-50 flex h-[100dvh] flex-col bg-card sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[24rem] sm:overflow-hidden sm:rounded-card sm:shadow-2xl sm:shadow-brand-950/25 sm:ring-1 sm:ring-line motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
    >
      <div className="bg-secondary px-4 pb-2 pt-3 text-on-secondary">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-tint-strong text-accent"
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 21v-9M12 12c0-4-3-7-8-7 0 4 3 7 8 7zM12 12c0-3 2.5-6 8-6 0 4-3 6-8 6z" />
            </svg>
          </span>
          <h2 id={`${id}-title`} className="min-w-0 flex-1 font-display text-lg font-semibold leading-snug">
            {text.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-1.5 grid size-11 shrink-0 place-items-center rounded-full text-brand-100 hover:bg-brand-700 hover:text-white"
          >
            <CloseIcon width={20} height={20} />
            <span className="sr-only">{text.close}</span>
          </button>
        </div>
        <div className="flex items-center justify-between gap-3 pl-[3.25rem]">
          <p className="text-sm text-brand-100">
            {text.automated}{' '}
            <a
              href={contactHref}
              onClick={requestContact}
              className="font-semibold text-white underline underline-offset-2"
            >
              {text.person}
            </a>
          </p>
          <button
            type="button"
            onClick={() => {
              clear();
              onClear?.();
              inputRef.current?.focus();
            }}
            className="-mr-1.5 min-h-11 shrink-0 rounded-full px-2.5 text-sm font-medium text-brand-100 underline-offset-2 hover:text-white hover:underline"
          >
            {text.clear}
          </button>
        </div>
      </div>

      {/* A div, not a list: role="log" replaces the list role, which would orphan <li> items. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={text.log}
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4"
      >
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            speaker={message.from === 'bot' ? text.bot : text.visitor}
          />
        ))}
      </div>

      <div className="border-t border-line bg-surface px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        {typing ? (
          <p className="mb-2 flex items-center gap-2 text-sm text-ink-muted">
            <span aria-hidden="true" className="hidden gap-1 motion-safe:flex">
              <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-brand-500" />
            </span>
            {text.typing}
          </p>
        ) : last?.from === 'bot' && content.quickReplies.length ? (
          <div role="group" aria-label={text.suggestions} className="mb-3 flex flex-wrap gap-2">
            {content.quickReplies.map((label, index) => (
              <button
                key={label}
                type="button"
                onClick={() => quickReply(index)}
                className="min-h-11 rounded-full bg-card px-3.5 text-left text-sm font-medium text-accent ring-1 ring-brand-line hover:bg-brand-tint"
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {text.message}
          </label>
          <textarea
            ref={inputRef}
            id={`${id}-input`}
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={text.placeholder}
            maxLength={500}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-control bg-card px-3.5 py-2.5 text-base text-ink ring-1 ring-line placeholder:text-ink-muted/70 focus:outline-none focus:ring-2 focus:ring-brand-500"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-hover"
          >
            {text.send}
          </button>
        </form>
      </div>
    </div>
  );
}
