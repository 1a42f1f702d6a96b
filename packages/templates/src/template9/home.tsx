import { LazyImage } from '@playfront/ui/lazy-image';
import { CategorySection, HeroWelcome } from '../shared/home-blocks';
import { LoopTicker } from '../shared/loop-ticker';
import { GamesBelow } from '../shared/games-below';

export function Home() {
  return (
    <div className="pf-home t9-home">
      <section className="t9-hero" aria-labelledby="t9-hero-title">
        <div className="t9-hero-media">
          <LazyImage priority src="/api/media/banner/4.svg" alt="" width={1200} height={400} />
        </div>
        <div className="t9-hero-text">
          <HeroWelcome prefix="t9" titleClassName="t9-h1" textClassName="t9-hero-lede" />
        </div>
      </section>
      <LoopTicker className="t9-marquee" />
      <CategorySection
        id="t9-cats-title"
        headingClassName="t9-h2"
        listClassName="t9-cats"
        linkClassName="t9-cat"
      >
        {(c, i) => (
          <>
            <span className="t9-cat-code" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <span>{c.label}</span>
          </>
        )}
      </CategorySection>
      <GamesBelow prefix="t9" providersClassName="" />
    </div>
  );
}
