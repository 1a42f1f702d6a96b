import { useHydrated } from '@playfront/ui/site';
import { useCallback, useEffect, useState } from 'react';

/** The widget API the chat loader script installs on window. */
interface LiveChatWidget {
  init(chatId: string): void;
  open(): void;
  isReady(): boolean;
}

declare global {
  interface Window {
    LiveChatWidget?: LiveChatWidget;
  }
}

export const LIVE_CHAT_SCRIPT = '/api/media/livechat.js';
export const NOT_READY_MESSAGE = 'LiveChatWidget not initialized yet.';

/**
 * Loads the chat widget after mount when the site has a chat id; `ready` turns true once the
 * widget reports it has started. Opening before that only logs.
 */
export function useLiveChat(chatId: string | null | undefined, src = LIVE_CHAT_SCRIPT) {
  // Not ready in the server's HTML; a widget that started on an earlier page counts once hydrated.
  const [started, setReady] = useState(false);
  const hydrated = useHydrated();
  const ready = started || (hydrated && Boolean(chatId && window.LiveChatWidget?.isReady()));

  useEffect(() => {
    if (!chatId) return;
    const onReady = () => setReady(true);
    window.addEventListener('livechat:ready', onReady);
    let script = document.querySelector<HTMLScriptElement>(`script[data-pf-livechat]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.pfLivechat = chatId;
      script.addEventListener('load', () => {
        window.LiveChatWidget?.init(chatId);
        if (window.LiveChatWidget?.isReady()) setReady(true);
      });
      document.body.append(script);
    }
    return () => window.removeEventListener('livechat:ready', onReady);
  }, [chatId, src]);

  const open = useCallback(() => {
    const widget = window.LiveChatWidget;
    if (!widget?.isReady()) {
      console.log(NOT_READY_MESSAGE);
      return;
    }
    widget.open();
  }, []);

  return { ready, open };
}
