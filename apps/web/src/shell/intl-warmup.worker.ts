/**
 * Makes one number, date and plural format of each locale it is sent, then answers. ICU, which
 * `Intl` is built on, loads its data once per process on the first format anyone makes: here, on
 * the worker's thread, instead of in the middle of the main thread's first render of an amount.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string[]>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data }) => {
  for (const locale of data) {
    try {
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.PluralRules(locale).select(1);
    } catch {
      // A locale this browser does not know: the page formats with its fallback as before.
    }
  }
  scope.postMessage(true);
};

export {};
