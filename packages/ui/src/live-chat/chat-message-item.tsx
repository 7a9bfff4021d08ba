import { memo } from 'react';
import type { ChatMessage } from './chat-types';

/**
 * One message, after the speaker's name for screen readers (`speaker`, e.g. 'Assistant: '). Memoised on the message object, which never changes once posted, so appending to
 * the log leaves every existing node untouched (screen readers read only the addition).
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  speaker,
}: {
  message: ChatMessage;
  speaker: string;
}) {
  const bot = message.from === 'bot';
  return (
    <div data-from={message.from} className={`flex ${bot ? 'justify-start' : 'justify-end'}`}>
      <p
        className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed ${
          bot ? 'rounded-bl-md bg-surface-muted text-ink' : 'rounded-br-md bg-brand-700 text-white'
        }`}
      >
        <span className="sr-only">{speaker}</span>
        {message.text}
      </p>
    </div>
  );
});
