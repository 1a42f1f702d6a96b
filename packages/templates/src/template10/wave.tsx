/** A decorative wave between bands; `flip` turns it to rise into the band below. */
export function Wave({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      className={flip ? 't10-wave t10-wave--flip' : 't10-wave'}
      viewBox="0 0 1200 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 0h1200v18c-100 14-200 22-300 14S700 8 600 14 400 38 300 34 100 12 0 20z" />
    </svg>
  );
}
