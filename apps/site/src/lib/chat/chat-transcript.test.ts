import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TRANSCRIPT_KEY, clearTranscript, readTranscript, writeTranscript } from './chat-transcript';

const messages = [
  { id: 'greeting', from: 'bot' as const, text: 'Hello', intent: 'default' as const },
  { id: 'you-1', from: 'visitor' as const, text: 'Hi there' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('chat transcript', () => {
  it('round-trips through sessionStorage under "chat-transcript" and clears', () => {
    expect(readTranscript()).toEqual([]);
    writeTranscript(messages);
    expect(JSON.parse(sessionStorage.getItem(CHAT_TRANSCRIPT_KEY) ?? '')).toEqual(messages);
    expect(readTranscript()).toEqual(messages);
    clearTranscript();
    expect(sessionStorage.getItem('chat-transcript')).toBeNull();
  });

  it('ignores unreadable or foreign data', () => {
    sessionStorage.setItem(CHAT_TRANSCRIPT_KEY, '{not json');
    expect(readTranscript()).toEqual([]);
    sessionStorage.setItem(CHAT_TRANSCRIPT_KEY, JSON.stringify([{ id: 1 }, messages[1]]));
    expect(readTranscript()).toEqual([messages[1]]);
  });

  it('falls back to memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', throwing);
    expect(readTranscript()).toEqual([]);
    expect(() => writeTranscript(messages)).not.toThrow();
    expect(() => clearTranscript()).not.toThrow();
  });
});
