import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ChatLauncher } from './chat-launcher';

afterEach(cleanup);

it('is a button named "Open chat" with aria-expanded and aria-controls', () => {
  const onClick = vi.fn();
  const { rerender } = render(<ChatLauncher open={false} controls="chat-panel" onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Open chat' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(button.getAttribute('aria-controls')).toBe('chat-panel');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
  rerender(<ChatLauncher open controls="chat-panel" onClick={onClick} />);
  expect(button.getAttribute('aria-expanded')).toBe('true');
});

it('is named for what a press does: "Close the open chat" while the panel is open', () => {
  const { rerender } = render(<ChatLauncher open={false} controls="chat-panel" onClick={() => {}} />);
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Open chat');
  rerender(<ChatLauncher open controls="chat-panel" onClick={() => {}} />);
  expect(screen.getByRole('button', { name: 'Close the open chat' }).getAttribute('aria-expanded')).toBe('true');
});

it('takes its names in another language, each left out staying English', () => {
  const { rerender } = render(
    <ChatLauncher open={false} controls="chat-panel" onClick={() => {}} text={{ open: 'Chat öffnen' }} />,
  );
  expect(screen.getByRole('button', { name: 'Chat öffnen' })).toBeTruthy();
  rerender(<ChatLauncher open controls="chat-panel" onClick={() => {}} text={{ open: 'Chat öffnen' }} />);
  expect(screen.getByRole('button', { name: 'Close the open chat' })).toBeTruthy();
  rerender(<ChatLauncher open controls="chat-panel" onClick={() => {}} text={{ close: 'Chat schließen' }} />);
  expect(screen.getByRole('button', { name: 'Chat schließen' })).toBeTruthy();
});
