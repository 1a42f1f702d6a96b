import type { FlatNamespace, i18n as I18n, TFunction, TypeOptions } from 'i18next';
import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Namespaces = FlatNamespace | readonly FlatNamespace[];
type NsOrDefault<Ns> = Ns extends undefined ? TypeOptions['defaultNS'] : Ns;

export interface Translation<Ns extends Namespaces> {
  /** Texts of the first namespace asked for, then the instance's fallback namespaces. */
  t: TFunction<Ns>;
  i18n: I18n;
  /** Whether every namespace asked for has its texts (they are loaded when missing). */
  ready: boolean;
}

/** One listener per instance counts its changes; each component subscribes to the count. */
interface Changes {
  count: number;
  listeners: Set<() => void>;
}
const changesOf = new WeakMap<I18n, Changes>();

function changes(i18n: I18n): Changes {
  let found = changesOf.get(i18n);
  if (!found) {
    const created: Changes = { count: 0, listeners: new Set() };
    const changed = () => {
      created.count += 1;
      for (const listener of created.listeners) listener();
    };
    // A new language, and a group of texts that arrived later, show at once where they are used.
    i18n.on('languageChanged', changed);
    i18n.store.on('added', changed);
    changesOf.set(i18n, created);
    found = created;
  }
  return found;
}

/**
 * The texts of the page's i18next instance (from `I18nextProvider`), in the shape of
 * react-i18next's hook: `{ t, i18n, ready }`. It never suspends: a namespace without texts is
 * loaded and `ready` says when it is there. react-i18next's own hook copies the whole instance
 * into a new object for every component that calls it, on every render: 7 % of a server render
 * of the home, where every component mounts, twice.
 */
export function useTranslation<const Ns extends Namespaces | undefined = undefined>(
  ns?: Ns,
  // react-i18next's option, accepted so that calls read the same; this hook never suspends.
  _options?: { useSuspense?: false },
): Translation<NsOrDefault<Ns>> {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider with an i18next instance');
  const asked = ns ?? i18n.options.defaultNS;
  const namespaces = (
    typeof asked === 'string' ? [asked] : asked || ['translation']
  ) as readonly FlatNamespace[];
  const key = namespaces.join();
  const own = changes(i18n);
  const subscribe = useCallback(
    (listener: () => void) => {
      own.listeners.add(listener);
      return () => void own.listeners.delete(listener);
    },
    [own],
  );
  const count = () => own.count;
  const revision = useSyncExternalStore(subscribe, count, count);
  const ready =
    i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const first = namespaces[0];
  const { language } = i18n;
  // A new function after each change (texts that arrived, too), as react-i18next gives: parts
  // memoised on `t` draw again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` is the change itself
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first, revision]);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(',')).catch(() => undefined);
  }, [i18n, key, ready]);
  return { t: t as unknown as TFunction<NsOrDefault<Ns>>, i18n, ready };
}
