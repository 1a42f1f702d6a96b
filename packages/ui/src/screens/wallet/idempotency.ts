import { useMemo, useRef } from 'react';

const randomKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;

/**
 * The idempotency key of a money request: the same key for every attempt of one request (a
 * double submit, even one that lands after the answer, or a retry after a lost answer acts
 * once); `renew` when the player starts another request. A refused request is stored nowhere,
 * so its key may be used again.
 */
export function useIdempotencyKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (key.current ??= randomKey()),
      renew: () => {
        key.current = null;
      },
    }),
    [],
  );
}

/**
 * The idempotency key of a request told apart by its body: the same body sent again keeps its
 * key, another body gets a new one. `accepted` once the backend took it, so that the same body
 * sent afterwards is another request.
 */
export function useBodyIdempotencyKey(): {
  of: (body: object) => string;
  accepted: () => void;
} {
  const key = useIdempotencyKey();
  const keyFor = useRef('');
  return useMemo(
    () => ({
      of: (body) => {
        const print = JSON.stringify(body);
        if (print !== keyFor.current) {
          key.renew();
          keyFor.current = print;
        }
        return key.current();
      },
      accepted: () => {
        key.renew();
        keyFor.current = '';
      },
    }),
    [key],
  );
}
