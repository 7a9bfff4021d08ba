import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import type { ChatContent, ChatMessage } from './chat-types';

const content: ChatContent = {
  quickReplies: ['Tell me about your ventures', 'How do I join the community?', 'Can I find a mentor?'],
  botResponses: {
    default: 'Hello, I am automated.',
    ventures: 'We run four ventures.',
    community: 'Our community meets monthly.',
    mentorship: 'Members get a mentor.',
  },
  keywords: { ventures: ['ventures', 'farm'], community: ['join', 'community'], mentorship: ['mentor'] },
};

function renderPanel(props: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onContactRequest: vi.fn(), onTranscriptChange: vi.fn(), onClear: vi.fn() };
  render(<ChatPanel id="chat" content={content} replyDelay={() => 600} {...handlers} {...props} />);
  return handlers;
}
const log = () => screen.getByRole('log');
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const bubbles = () => [...log().querySelectorAll<HTMLElement>('[data-from]')].map((item) => item.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatPanel', () => {
  it('is a non-modal dialog with the fixed title, an automated-answers notice and a polite log', () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByText(/Answers are automated/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to a person' }).getAttribute('href')).toBe('#contact');
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(log().getAttribute('aria-relevant')).toBe('additions');
    expect(document.activeElement).toBe(input());
    expect(bubbles()).toEqual(['Assistant: Hello, I am automated.']);
  });

  it('answers a quick reply with its own key after the typing pause, then offers the quick replies again', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Can I find a mentor?' }));
    expect(screen.getByText('Assistant is typing…')).toBeTruthy();
    expect(within(log()).queryByText('Assistant is typing…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Can I find a mentor?' })).toBeNull();
    act(() => vi.advanceTimersByTime(599));
    expect(bubbles()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles().slice(1)).toEqual(['You: Can I find a mentor?', 'Assistant: Members get a mentor.']);
    expect(screen.getByRole('button', { name: 'Tell me about your ventures' })).toBeTruthy();
  });

  it('Enter sends a typed question answered by intent; Shift+Enter does not send', () => {
    renderPanel();
    fireEvent.change(input(), { target: { value: 'Tell me about the farm' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(bubbles()).toHaveLength(1);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(600));
    expect(bubbles().at(-1)).toBe('Assistant: We run four ventures.');

    fireEvent.change(input(), { target: { value: 'Do you sell bottles?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    act(() => vi.advanceTimersByTime(600));
    expect(bubbles().at(-1)).toBe('Assistant: Hello, I am automated.');
    expect(screen.getByRole('button', { name: 'How do I join the community?' })).toBeTruthy();
  });

  it('starts the draft from the text typed while its code loaded, takes it once, and sends nothing by itself', () => {
    const takeTypedText = vi.fn(() => 'hello mentors');
    renderPanel({ takeTypedText });
    expect(input()).toHaveProperty('value', 'hello mentors');
    expect(document.activeElement).toBe(input());
    expect(takeTypedText).toHaveBeenCalledOnce();
    expect(bubbles()).toHaveLength(1); // the greeting only: the visitor sends it when ready
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(bubbles().slice(1)).toEqual(['You: hello mentors']);
  });

  it('appends new messages without touching the existing nodes', () => {
    renderPanel();
    const first = [...log().querySelectorAll<HTMLElement>('[data-from]')][0]!;
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(first, { subtree: true, childList: true, characterData: true, attributes: true });
    fireEvent.click(screen.getByRole('button', { name: 'Tell me about your ventures' }));
    act(() => vi.advanceTimersByTime(600));
    observer.disconnect();
    expect([...log().querySelectorAll<HTMLElement>('[data-from]')][0]).toBe(first);
    expect(mutations).toHaveLength(0);
  });

  it('reports the transcript, restores it, and "Clear chat" starts over', () => {
    const stored: ChatMessage[] = [
      { id: 'a', from: 'bot', text: 'Hello, I am automated.', intent: 'default' },
      { id: 'b', from: 'visitor', text: 'Hi' },
    ];
    const { onTranscriptChange, onClear } = renderPanel({ initialMessages: stored });
    expect(bubbles()).toEqual(['Assistant: Hello, I am automated.', 'You: Hi']);
    expect(onTranscriptChange).toHaveBeenLastCalledWith(stored);
    fireEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(bubbles()).toEqual(['Assistant: Hello, I am automated.']);
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('Escape and the close button close it', () => {
    const { onClose } = renderPanel();
    fireEvent.keyDown(input(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks for a person with the topic of the conversation', () => {
    const { onContactRequest } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Can I find a mentor?' }));
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(screen.getByRole('link', { name: 'Write to a person' }));
    expect(onContactRequest).toHaveBeenCalledWith(
      { subject: 'mentorship', message: 'From the chat:\nCan I find a mentor?' },
      expect.anything(),
    );
  });
});

describe('ChatPanel in another language', () => {
  it('shows and announces the words given, each left out staying English', () => {
    renderPanel({
      text: {
        title: 'Chatten Sie mit uns',
        automated: 'Antworten sind automatisch.',
        person: 'An einen Menschen schreiben',
        message: 'Ihre Nachricht',
        send: 'Senden',
        bot: 'Assistent: ',
      },
    });
    expect(screen.getByRole('dialog', { name: 'Chatten Sie mit uns' })).toBeTruthy();
    expect(screen.getByText('Antworten sind automatisch.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'An einen Menschen schreiben' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear chat' })).toBeTruthy();
    expect(bubbles()[0]).toBe('Assistent: Hello, I am automated.');
  });
});
