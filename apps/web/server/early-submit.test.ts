import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from './document';

/** Every submit that reached the page's own handlers, with whether the browser would post it. */
interface Sent {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  posted: boolean;
  id: string;
}

/** A drawn page's sign-in form, the loader's hold running as the page's inline script does. */
function drawnPage() {
  document.documentElement.removeAttribute('data-pf-ready');
  document.body.innerHTML = `
    <form method="post" id="login">
      <input name="account_id" aria-label="Account ID">
      <button type="submit" name="with" value="password">Log in</button>
    </form>`;
  const sent: Sent[] = [];
  // Bubbling, as the app's handlers see it; it keeps jsdom from posting either way.
  const record = (event: Event) => {
    const submit = event as SubmitEvent;
    const form = submit.target as HTMLFormElement;
    sent.push({
      form,
      submitter: submit.submitter,
      posted: !submit.defaultPrevented,
      id: (form.elements.namedItem('account_id') as HTMLInputElement).value,
    });
    submit.preventDefault();
  };
  document.addEventListener('submit', record);
  // The hold is the document's from the first parse on: it is installed once per test page.
  const script = document.createElement('script');
  script.textContent = holdEarlySubmits;
  document.body.appendChild(script);
  const form = document.querySelector('form')!;
  return {
    sent,
    form,
    button: form.querySelector('button')!,
    input: form.querySelector('input')!,
    stop: () => document.removeEventListener('submit', record),
    /** The app takes the page over, as the root layout's effect marks it. */
    async ready() {
      document.documentElement.dataset.pfReady = '';
      await vi.runAllTimersAsync();
    },
  };
}

describe('a form sent before the app has the page', () => {
  let page: ReturnType<typeof drawnPage>;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    page.stop();
    vi.useRealTimers();
  });

  it('is held, marked busy, then sent once with what was typed and the button pressed', async () => {
    page = drawnPage();
    page.input.value = 'demo01';
    page.button.click();
    expect(page.sent).toEqual([
      { form: page.form, submitter: page.button, posted: false, id: 'demo01' },
    ]);
    expect(page.form.getAttribute('aria-busy')).toBe('true');

    await page.ready();
    expect(page.sent).toHaveLength(2);
    expect(page.sent[1]).toEqual({
      form: page.form,
      submitter: page.button,
      posted: true,
      id: 'demo01',
    });
    expect(page.form.hasAttribute('aria-busy')).toBe(false);
  });

  it('is sent once however often it was pressed before', async () => {
    page = drawnPage();
    page.button.click();
    page.button.click();
    await page.ready();
    expect(page.sent.filter((s) => s.posted)).toHaveLength(1);
  });

  it('is dropped when the app no longer shows it', async () => {
    page = drawnPage();
    page.button.click();
    page.form.remove();
    await page.ready();
    expect(page.sent.filter((s) => s.posted)).toEqual([]);
  });
});

describe('a form sent once the app has the page', () => {
  it('goes to its handlers untouched, and nothing is sent again', async () => {
    vi.useFakeTimers();
    const page = drawnPage();
    await page.ready();
    page.button.click();
    await vi.runAllTimersAsync();
    expect(page.sent.map((s) => s.posted)).toEqual([true]);
    page.stop();
    vi.useRealTimers();
  });
});
