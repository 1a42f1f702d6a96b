import { describe, expect, it } from 'vitest';
import type { Budgets } from './budgets';
import { firstVisitRows } from './rows';

const budgets = { firstLoadJsKb: 150, firstVisitJsGuardKb: 195 } as Budgets;
const site = 'http://slot1.localhost:28080';

describe('first visit rows', () => {
  const browser = [
    { file: `${site}/assets/index-a.js`, bytes: 100 * 1024 },
    { file: `${site}/assets/react-b.js`, bytes: 60 * 1024 },
    { file: `${site}/api/media/livechat.js`, bytes: 5 * 1024 },
  ];

  it('holds every script against the target and names those from outside the build', () => {
    const rows = firstVisitRows({ browser, manifest: browser.slice(0, 2) }, budgets);
    expect(rows[0]).toMatchObject({ value: '165.0 KB', budget: '<= 150 KB', pass: false });
    expect(rows[3]).toMatchObject({ value: '5.0 KB', pass: true });
    expect(rows[3]!.what).toContain('/api/media/livechat.js');
  });

  it("passes when the manifest's figure is within 1 KB of the browser's, and fails beyond", () => {
    const close = [{ file: 'assets/index-a.js', bytes: 160 * 1024 + 1000 }];
    const far = [{ file: 'assets/index-a.js', bytes: 160 * 1024 + 1100 }];
    expect(firstVisitRows({ browser, manifest: close }, budgets)[1]!.pass).toBe(true);
    expect(firstVisitRows({ browser, manifest: far }, budgets)[1]!.pass).toBe(false);
  });

  it("holds the manifest's figure at the guard", () => {
    const over = [{ file: 'assets/index-a.js', bytes: 196 * 1024 }];
    expect(firstVisitRows({ browser, manifest: browser }, budgets)[2]!.pass).toBe(true);
    expect(firstVisitRows({ browser, manifest: over }, budgets)[2]!.pass).toBe(false);
  });
});
