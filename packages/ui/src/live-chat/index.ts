export { LiveChatButton } from './live-chat-button';
export type { LiveChatButtonProps } from './live-chat-button';
