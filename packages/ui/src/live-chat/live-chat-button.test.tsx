import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiveChatButton } from './live-chat-button';

describe('LiveChatButton', () => {
  it('stays hidden until the widget is loaded', () => {
    const { rerender } = render(<LiveChatButton ready={false} onOpen={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LiveChatButton ready onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });

  it("shows the operator's chat image beside its label, and the chat icon without one", () => {
    const { container, rerender } = render(
      <LiveChatButton ready onOpen={() => undefined} imageSrc="/api/media/chat/bubble.svg" />,
    );
    const button = screen.getByRole('button', { name: 'Live chat' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/api/media/chat/bubble.svg');
    rerender(<LiveChatButton ready onOpen={() => undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Live chat' }).querySelector('svg')).not.toBeNull();
  });

  it('opens the chat from the keyboard', async () => {
    const onOpen = vi.fn();
    render(<LiveChatButton ready onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
