/** Where the sandbox and an operator's backend serve live-chat images: `/api/media/chat/<id>.svg`. */
export const LIVE_CHAT_MEDIA = '/api/media/chat/';

/**
 * The image of the live-chat button for startup's `live_chat.image_id`: an id names a file under
 * `/api/media/chat/`, an http(s) address or a root path is used as given; blank gives null.
 */
export function liveChatImageUrl(imageId: string | null | undefined): string | null {
  const id = (imageId ?? '').trim();
  if (!id) return null;
  if (/^https?:\/\//i.test(id) || (id.startsWith('/') && !id.startsWith('//'))) return id;
  return `${LIVE_CHAT_MEDIA}${encodeURIComponent(id)}.svg`;
}
