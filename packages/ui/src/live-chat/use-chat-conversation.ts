import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatContent, ChatMessage } from './chat-types';
import { matchIntent, QUICK_REPLY_INTENTS, type ChatIntent } from './match-intent';

/** The assistant "types" for 400–900 ms before each answer, so an answer never appears before the question is read. */
export const randomReplyDelay = () => 400 + Math.floor(Math.random() * 501);

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const greeting = (content: ChatContent): ChatMessage => ({
  id: 'greeting',
  from: 'bot',
  text: content.botResponses.default,
  intent: 'default',
});

/**
 * The canned conversation: visitor messages are answered after a typing pause, by quick reply
 * (1:1 to a key) or by intent matching. Messages are only ever appended.
 */
export function useChatConversation(
  content: ChatContent,
  initialMessages: ChatMessage[] | undefined,
  onChange: ((messages: ChatMessage[]) => void) | undefined,
  replyDelay: () => number,
) {
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    initialMessages?.length ? initialMessages : [greeting(content)],
  );
  const [typing, setTyping] = useState(false);
  const timer = useRef(0);

  useEffect(() => onChange?.(messages), [messages, onChange]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const answer = useCallback(
    (intent: ChatIntent) => {
      setTyping(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setTyping(false);
        setMessages((list) => [
          ...list,
          { id: nextId('bot'), from: 'bot', text: content.botResponses[intent], intent },
        ]);
      }, replyDelay());
    },
    [content, replyDelay],
  );

  const send = useCallback(
    (text: string, intent?: ChatIntent) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      setMessages((list) => [...list, { id: nextId('you'), from: 'visitor', text: trimmed }]);
      answer(intent ?? matchIntent(trimmed, content.keywords));
    },
    [answer, content.keywords],
  );

  const quickReply = useCallback(
    (index: number) => {
      const label = content.quickReplies[index];
      if (label) send(label, QUICK_REPLY_INTENTS[index] ?? matchIntent(label, content.keywords));
    },
    [content, send],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setTyping(false);
    setMessages([greeting(content)]);
  }, [content]);

  return { messages, typing, send, quickReply, clear };
}
