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

  it('opens the chat from the keyboard', async () => {
    const onOpen = vi.fn();
    render(<LiveChatButton ready onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
