import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { GameRows, ProviderStrip, RecentlyPlayed } from './home-blocks';

export interface GamesBelowProps {
  /**
   * The template's class prefix: parts are `<prefix>-rows`, `-h2`, `-provider-list` (beside the
   * shared `pf-logo-row`, `drawer-layout.css`), `-top10`.
   */
  prefix: string;
  /** Class of the providers' section. */
  providersClassName: string;
}

/**
 * The lower half of a lobby home: recently played and the game rows, the providers' logos, the
 * top 10 and the download bar.
 */
export function GamesBelow({ prefix: p, providersClassName }: GamesBelowProps) {
  return (
    <>
      <RecentlyPlayed className={`${p}-rows`} />
      <GameRows className={`${p}-rows`} />
      <ProviderStrip
        prefix={p}
        sectionClassName={providersClassName}
        headingClassName={`${p}-h2`}
        listClassName={`pf-logo-row ${p}-provider-list`}
        logoHeight={48}
      />
      <div className={`${p}-top10`}>
        <Top10Panel />
      </div>
      <AppDownloadBar />
    </>
  );
}
