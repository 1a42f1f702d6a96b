/**
 * A yes/no mark kept in `sessionStorage` for the browser session. Storage can be blocked
 * (private modes): the mark then reads as unset and setting it does nothing.
 */
export function sessionFlag(key: string): { isSet(): boolean; set(): void } {
  return {
    isSet: () => {
      try {
        return sessionStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        // Kept for this page view only.
      }
    },
  };
}
