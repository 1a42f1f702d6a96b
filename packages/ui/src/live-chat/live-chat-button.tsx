import { cx } from '../shared/cx';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import './live-chat-button.css';

export interface LiveChatButtonProps {
  /** Whether the chat widget has loaded; the button appears only then. */
  ready: boolean;
  /** Opens the chat widget. */
  onOpen: () => void;
  /** Visible text of the button. Default "Live chat". */
  label?: string;
  /** Floats at the bottom corner; false places it in the flow. Default true. */
  floating?: boolean;
  /** The operator's chat image (startup's `live_chat.image_id` as a URL); null shows the chat icon. Default null. */
  imageSrc?: string | null;
}

/** The floating live-chat button, shown once the widget is loaded. */
export function LiveChatButton({
  ready,
  onOpen,
  label = 'Live chat',
  floating = true,
  imageSrc = null,
}: LiveChatButtonProps) {
  if (!ready) return null;
  return (
    <button
      type="button"
      className={cx('pf-btn pf-btn--primary pf-live-chat', !floating && 'pf-live-chat--inline')}
      // A bar at the page's foot that what the keyboard focuses keeps clear of (the web app's
      // `keepFocusClearOfBars` measures it).
      {...(floating ? { 'data-pf-bar': 'bottom' } : {})}
      onClick={onOpen}
    >
      {imageSrc ? (
        // Decorative: the label names the button.
        <img className="pf-live-chat__image" src={imageSrc} alt="" width={24} height={24} />
      ) : (
        <Icon name="chat" />
      )}
      {label}
    </button>
  );
}
