import type { Plugin } from 'vite';
import { BUILD_DESCRIPTOR_PATH } from './build-check';
import type { BuildDescriptor } from './build-check';

/** A build id unique per build: time plus randomness. */
export const newBuildId = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Vite plugin: writes `build.json` (`{ "buildId": ... }`) with a fresh id into the output. */
export function buildDescriptor(buildId: string = newBuildId()): Plugin {
  const descriptor: BuildDescriptor = { buildId };
  return {
    name: 'playfront-build-descriptor',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_DESCRIPTOR_PATH.slice(1),
        source: `${JSON.stringify(descriptor)}\n`,
      });
    },
  };
}
