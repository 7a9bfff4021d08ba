import type { ChatIntent, ChatKeywords } from './match-intent';

/** One line of the conversation. Ids are stable so appended messages never re-render old ones. */
export interface ChatMessage {
  id: string;
  from: 'bot' | 'visitor';
  text: string;
  /** For bot answers: which response key produced it. */
  intent?: ChatIntent;
}

/** The chat's content (content.liveChat). */
export interface ChatContent {
  quickReplies: readonly string[];
  botResponses: Record<ChatIntent, string>;
  keywords: ChatKeywords;
}

/** What the contact form should be prefilled with when the visitor asks for a person. */
export interface ContactRequest {
  subject: 'general' | 'partnership' | 'investment' | 'mentorship' | 'support';
  message: string;
}

/** The contact subject that fits the conversation's topic. */
export const INTENT_SUBJECT: Record<ChatIntent, ContactRequest['subject']> = {
  default: 'general',
  ventures: 'partnership',
  community: 'general',
  mentorship: 'mentorship',
};
