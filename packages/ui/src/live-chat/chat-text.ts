/**
 * The chat panel's own words (the answers, quick replies and greeting come in as `content`).
 * English by default; a site in another language passes its own through `ChatPanel`'s `text`.
 */
export const CHAT_TEXT = {
  /** The panel's heading, which also names its dialog; a site passes its own with its name in it. */
  title: 'Chat with us',
  /** The close button's name. */
  close: 'Close chat',
  /** The line under the heading that says a bot answers, before the link to a person. */
  automated: 'Answers are automated.',
  /** The link that opens the contact form. */
  person: 'Write to a person',
  /** The button that forgets the conversation. */
  clear: 'Clear chat',
  /** The name of the message log. */
  log: 'Conversation',
  /** Shown while an answer is on its way. */
  typing: 'Assistant is typing…',
  /** The name of the quick replies' group. */
  suggestions: 'Suggested questions',
  /** The message field's label (read by screen readers). */
  message: 'Your message',
  /** The message field's placeholder. */
  placeholder: 'Type your question',
  /** The send button. */
  send: 'Send',
  /** Read before each of the assistant's messages. */
  bot: 'Assistant: ',
  /** Read before each of the visitor's messages. */
  visitor: 'You: ',
};

/** The chat panel's words; pass a part through `ChatPanel`'s `text` to replace it. */
export type ChatText = typeof CHAT_TEXT;
