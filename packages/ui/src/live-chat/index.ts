export { ChatPanel, CHAT_TITLE, type ChatPanelProps } from './chat-panel';
export { CHAT_TEXT, type ChatText } from './chat-text';
export { INTENT_SUBJECT, type ChatContent, type ChatMessage, type ContactRequest } from './chat-types';
export {
  chatWords,
  matchIntent,
  scoreIntents,
  QUICK_REPLY_INTENTS,
  type ChatIntent,
  type ChatKeywords,
} from './match-intent';
export { randomReplyDelay } from './use-chat-conversation';
