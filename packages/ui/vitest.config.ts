import { jsdom } from '@playfront/vitest-config/jsdom';

export default jsdom;
