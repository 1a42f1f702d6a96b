/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Id of this build, also written to /build.json. */
  readonly VITE_BUILD_ID?: string;
}
