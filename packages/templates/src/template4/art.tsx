import { LocalNavLink, useCategoryLinks } from '@playfront/ui/site';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { IconName } from './icons';
import { categoryIcon, Icon } from './icons';

interface MenuEntry {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** A top-level item opening its second level; Esc or leaving it closes and focus goes back. */
function SubMenu({ label, items }: { label: string; items: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <li className="t4-menu__item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className="t4-menu__link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevronDown" />
      </button>
      <ul id={id} className="t4-menu__sub" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <LocalNavLink
              className="t4-menu__sublink pf-lobby-link"
              to={item.to}
              end
              onClick={() => setOpen(false)}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Desktop menu: home, games (the categories as the second level), promotions, VIP. */
export function MainMenu() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const games = categories.map((c) => ({
    key: c.key,
    to: c.route,
    label: c.label,
    icon: categoryIcon(c.key),
  }));
  const plain = (to: string, label: string) => (
    <li className="t4-menu__item">
      <LocalNavLink className="t4-menu__link" to={to} end>
        {label}
      </LocalNavLink>
    </li>
  );
  return (
    <nav aria-label={t('mainNavigation')} className="t4-menu">
      <ul className="pf-list t4-menu__list">
        {plain('/', t('home'))}
        <SubMenu label={t('games')} items={games} />
        {plain('/promotions', t('promotions'))}
        {plain('/vip', t('vip'))}
      </ul>
    </nav>
  );
}
