import { NavLink } from '../site/link';
import './games.css';

/** A browsable category: key of provider_count, its route and its translated label. */
export interface CategoryLink {
  key: string;
  route: string;
  label: string;
}

export interface CategoryNavProps {
  /** Categories already filtered to those with providers, plus hot. */
  categories: readonly CategoryLink[];
  /** Name of the navigation landmark. Default "Game categories". */
  label?: string;
}

/** Links to the game categories; the current route's link carries aria-current="page". */
export function CategoryNav({ categories, label = 'Game categories' }: CategoryNavProps) {
  return (
    <nav className="pf-category-nav" aria-label={label}>
      <ul className="pf-category-nav__list">
        {categories.map((category) => (
          <li key={category.key}>
            <NavLink className="pf-category-nav__link" to={category.route} end>
              {category.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
