export { API, contractHandler, failure, fakeSandbox, sandboxHandlers } from './backend';
export type { Answer, Answers, FakeCall, FakeSandbox, HandlerOptions } from './backend';
export * from './fixtures';
export { memoryStorage, playerStore, recordingServices, testStore } from './store';
export type { TestStoreOptions } from './store';
