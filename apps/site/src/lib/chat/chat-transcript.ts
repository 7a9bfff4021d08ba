import type { ChatMessage } from '@rooted/ui/live-chat';

/** sessionStorage key of the chat transcript (listed on the privacy and cookie pages). */
export const CHAT_TRANSCRIPT_KEY = 'chat-transcript';

// Private modes and full quotas throw; the chat then simply forgets on reload.
const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    (m.from === 'bot' || m.from === 'visitor')
  );
}

/** The stored transcript, or [] when there is none or it is unreadable. */
export function readTranscript(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(CHAT_TRANSCRIPT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMessage) : [];
  } catch {
    return [];
  }
}

/** Keeps the transcript for this tab. Only called once the visitor has opened the chat. */
export function writeTranscript(messages: ChatMessage[]): void {
  try {
    session()?.setItem(CHAT_TRANSCRIPT_KEY, JSON.stringify(messages));
  } catch {
    /* storage unavailable: keep the chat in memory only */
  }
}

/** 'Clear chat': forgets the stored transcript. */
export function clearTranscript(): void {
  try {
    session()?.removeItem(CHAT_TRANSCRIPT_KEY);
  } catch {
    /* nothing stored */
  }
}
