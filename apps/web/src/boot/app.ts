// The boot's second stage: the app's API and store (RTK Query builds each endpoint as its module
// is evaluated), which travel with the parts every template shares (the `home` chunk).
export { api } from '@playfront/core/api';
export { createStore } from '@playfront/core/store';
