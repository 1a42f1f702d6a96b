import '../shared/controls.css';
import './language-switcher.css';

/** A language the site offers: its code (EN, PHP, CN), its own name and an optional icon. */
export interface LanguageOption {
  code: string;
  name: string;
  /** Flag or icon URL; decorative. */
  icon?: string;
  /** BCP 47 tag so screen readers read the name in its language, e.g. "fil". */
  lang?: string;
}

export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  /** Code of the current language. */
  current: string;
  /** Called with the chosen code; not called for the current one. */
  onChange: (code: string) => void;
  /** Name of the group. Default "Language". */
  label?: string;
}

/** Buttons to switch language; the current one is pressed. */
export function LanguageSwitcher({
  languages,
  current,
  onChange,
  label = 'Language',
}: LanguageSwitcherProps) {
  return (
    <div className="pf-lang" role="group" aria-label={label}>
      {languages.map((language) => {
        const active = language.code === current;
        return (
          <button
            key={language.code}
            type="button"
            className="pf-btn pf-btn--ghost pf-lang__option"
            aria-pressed={active}
            lang={language.lang}
            onClick={() => !active && onChange(language.code)}
          >
            {language.icon && (
              <img className="pf-lang__icon" src={language.icon} alt="" width={20} height={20} />
            )}
            {language.name}
          </button>
        );
      })}
    </div>
  );
}
