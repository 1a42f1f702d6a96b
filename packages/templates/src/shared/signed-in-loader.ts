import type SignedInAccount from './signed-in-account';

/** The signed-in account block's chunk. */
export const loadSignedInAccount = () => import('./signed-in-account');

let loaded: typeof SignedInAccount | undefined;

/** The block's code, if `preloadSignedInAccount` has loaded it. */
export const loadedSignedInAccount = (): typeof SignedInAccount | undefined => loaded;

/**
 * Loads the signed-in block's code before a signed-in page is hydrated, so the block hydrates with
 * the rest of the page. Left to its lazy chunk, its markup would wait dehydrated, and the first
 * update above it (the balance arriving, say) would replace that markup with the empty fallback
 * until the chunk came: the header would shift under the player's finger and lose a tap.
 */
export async function preloadSignedInAccount(): Promise<void> {
  loaded = (await loadSignedInAccount()).default;
}
