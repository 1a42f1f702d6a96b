import type { LanguageCode } from '../contract';
import type { LazyMessageGroup, MessageGroup } from './languages';
export type { Resources } from './resources';

type Loader = () => Promise<{ default: Record<string, string> }>;

// One dynamic import per file: bundlers emit one small chunk each, fetched only when needed.
const files: Partial<Record<LanguageCode, Record<MessageGroup | LazyMessageGroup, Loader>>> = {
  EN: {
    ui: () => import('./locales/en/ui.json'),
    screens: () => import('./locales/en/screens.json'),
    sports: () => import('./locales/en/sports.json'),
    validation: () => import('./locales/en/validation.json'),
    errors: () => import('./locales/en/errors.json'),
    messages: () => import('./locales/en/messages.json'),
    _m: () => import('./locales/en/_m.json'),
    sportsbook: () => import('./locales/en/sportsbook.json'),
  },
  PHP: {
    ui: () => import('./locales/php/ui.json'),
    screens: () => import('./locales/php/screens.json'),
    sports: () => import('./locales/php/sports.json'),
    validation: () => import('./locales/php/validation.json'),
    errors: () => import('./locales/php/errors.json'),
    messages: () => import('./locales/php/messages.json'),
    _m: () => import('./locales/php/_m.json'),
    sportsbook: () => import('./locales/php/sportsbook.json'),
  },
  CN: {
    ui: () => import('./locales/cn/ui.json'),
    screens: () => import('./locales/cn/screens.json'),
    sports: () => import('./locales/cn/sports.json'),
    validation: () => import('./locales/cn/validation.json'),
    errors: () => import('./locales/cn/errors.json'),
    messages: () => import('./locales/cn/messages.json'),
    _m: () => import('./locales/cn/_m.json'),
    sportsbook: () => import('./locales/cn/sportsbook.json'),
  },
};

/** A language's group, or null for the declared languages that have no files. */
export async function loadMessages(
  code: LanguageCode,
  group: MessageGroup | LazyMessageGroup,
): Promise<Record<string, string> | null> {
  const loader = files[code]?.[group];
  return loader ? (await loader()).default : null;
}
