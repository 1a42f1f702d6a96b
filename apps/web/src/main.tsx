import './base.css';
// React's DOM renderer is set up as this module is evaluated, with the other libraries (the
// framework chunk): the boot's first task.
import 'react-dom/client';
import { installChunkReload, reloadOnChunkError } from '@playfront/core/build';
import { yieldToMain } from './shell/yield-to-main';

/**
 * The boot's code is evaluated in three tasks, not one: the libraries with this entry, then the
 * app's API with the parts every template shares (`./boot/app`), then the shell. Together they
 * keep a phone's main thread for well over 100 ms, in which no tap is answered; apart, each is
 * short. The page preloads the later stages with the entry (`preloadBootStages` in
 * vite.config.ts), so they cost no round trip: every dynamic import here is such a stage.
 */
async function boot(): Promise<void> {
  installChunkReload();
  let bootstrap;
  try {
    await yieldToMain();
    await import('./boot/app');
    await yieldToMain();
    ({ bootstrap } = await import('./bootstrap'));
  } catch (error) {
    // A stage's file gone with a new deploy reloads the page once.
    if (reloadOnChunkError(error)) return;
    throw error;
  }
  await bootstrap(document.getElementById('root')!);
}

void boot();
