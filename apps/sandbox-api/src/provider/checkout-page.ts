/** What the checkout page shows of one payment. */
export interface CheckoutView {
  id: string;
  merchantRef: string;
  amount: string;
  method: string;
  status: string;
  expiresAt: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const actions = [
  ['approve', 'Approve payment'],
  ['decline', 'Decline'],
  ['cancel', 'Cancel'],
  ['expire', 'Let it expire'],
] as const;

/** The provider's checkout page: the payment and, while it waits, the four outcomes as buttons. */
export function checkoutPage(view: CheckoutView): string {
  const waiting = view.status === 'PENDING';
  const body = waiting
    ? `<form method="post" action="/provider/checkout/${escape(view.id)}">
        ${actions
          .map(
            ([action, label]) =>
              `<button type="submit" name="action" value="${action}">${label}</button>`,
          )
          .join('\n        ')}
      </form>`
    : `<p role="status">This payment is ${escape(view.status.toLowerCase())}.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox Pay checkout</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 16px; background: #f4f6f8; color: #111; }
      main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 16px; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; overflow-wrap: anywhere; }
      dt { color: #444; }
      form { display: grid; gap: 8px; }
      button { font: inherit; min-height: 44px; border-radius: 6px; border: 1px solid #0b5cad; background: #fff; color: #0b5cad; }
      button[value='approve'] { background: #0b5cad; color: #fff; }
      button:focus-visible { outline: 3px solid #f5a700; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sandbox Pay</h1>
      <dl>
        <dt>Merchant reference</dt><dd>${escape(view.merchantRef)}</dd>
        <dt>Method</dt><dd>${escape(view.method)}</dd>
        <dt>Amount</dt><dd>${escape(view.amount)}</dd>
        <dt>Pay before</dt><dd>${escape(view.expiresAt)} UTC</dd>
      </dl>
      ${body}
    </main>
  </body>
</html>`;
}
