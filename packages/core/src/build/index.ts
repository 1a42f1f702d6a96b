export * from './build-check';
export * from './chunk-reload';
export * from './vite-plugin';
