import type { PaymentFlow, PaymentMethod } from '@playfront/core/contract';
import { inCurrency } from './currency';

/** A deposit method as configured, amounts in cents. */
type MethodConfig = PaymentMethod & { flow: PaymentFlow };

/** What a site's currency allows; amounts in cents. */
interface WalletConfig {
  methods: readonly MethodConfig[];
  withdrawal: { min: number; max: number };
  banks: readonly string[];
  /** The operator's own account that bank-transfer deposits go to. */
  operatorAccount: { bank_name: string; account_name: string; account_number: string };
}

/** Limits of PHP in cents; other currencies scale them by their rough value against the peso. */
const PHP_LIMITS = {
  ewallet: { min: 10_000, max: 5_000_000 },
  bank: { min: 50_000, max: 10_000_000 },
  withdrawal: { min: 20_000, max: 5_000_000 },
};
/** Per currency: the e-wallet paid by redirect, the one paid by QR code, and their fees (%). */
const eWallets: Readonly<Record<string, readonly [string, string, PaymentFlow, number][]>> = {
  PHP: [
    ['GCASH', 'GCash', 'REDIRECT', 0],
    ['MAYA', 'Maya', 'REDIRECT', 1],
    ['QRPH', 'QR Ph', 'QR', 0],
  ],
  CN: [
    ['ALIPAY', 'Alipay', 'REDIRECT', 0],
    ['WECHAT', 'WeChat Pay', 'QR', 0],
  ],
  MMK: [
    ['KBZPAY', 'KBZPay', 'REDIRECT', 0],
    ['WAVE', 'Wave Money', 'QR', 0],
  ],
  MNT: [
    ['QPAY', 'QPay', 'QR', 0],
    ['SOCIALPAY', 'SocialPay', 'REDIRECT', 0],
  ],
  IDR: [
    ['OVO', 'OVO', 'REDIRECT', 0],
    ['DANA', 'DANA', 'QR', 0],
  ],
};
const banksOf: Readonly<Record<string, readonly string[]>> = {
  PHP: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank'],
  CN: ['ICBC', 'China Construction Bank', 'Bank of China', 'Agricultural Bank of China'],
  MMK: ['KBZ Bank', 'AYA Bank', 'CB Bank'],
  MNT: ['Khan Bank', 'Golomt Bank', 'TDB'],
  IDR: ['BCA', 'Mandiri', 'BNI', 'BRI'],
};
/** What the operator tells players per step, in the three languages with texts. */
const instructionsOf = (flow: PaymentFlow, name: string): Record<string, string> =>
  ({
    REDIRECT: {
      EN: `You will be taken to ${name} to approve the payment, then brought back here.`,
      PHP: `Dadalhin ka sa ${name} para aprubahan ang bayad, saka ibabalik dito.`,
      CN: `您将被转到 ${name} 确认付款，完成后返回本站。`,
    },
    QR: {
      EN: 'Scan the code with your bank or e-wallet app before it expires.',
      PHP: 'I-scan ang code gamit ang iyong bank o e-wallet app bago ito mag-expire.',
      CN: '请在二维码过期前用银行或电子钱包应用扫描。',
    },
    BANK: {
      EN: 'Transfer the exact amount, quote the reference, then enter your transfer reference.',
      PHP: 'Ilipat ang eksaktong halaga, ilagay ang reference, saka ilagay ang reference ng transfer mo.',
      CN: '请转账准确金额并注明参考号，然后填写您的转账参考号。',
    },
  })[flow];

/** The deposit methods, withdrawal limits and banks of a currency (cents). */
export function walletConfig(currency: string): WalletConfig {
  const limit = (l: { min: number; max: number }) => ({
    min: inCurrency(l.min, currency),
    max: inCurrency(l.max, currency),
  });
  const banks = banksOf[currency] ?? banksOf.PHP ?? [];
  return {
    methods: [
      ...(eWallets[currency] ?? eWallets.PHP ?? []).map(
        ([code, name, flow, fee]): MethodConfig => ({
          code,
          name,
          type: 'EWALLET',
          ...limit(PHP_LIMITS.ewallet),
          flow,
          fee_percent: fee,
          instructions: instructionsOf(flow, name),
        }),
      ),
      {
        code: 'BANK',
        name: 'Bank transfer',
        type: 'BANK',
        ...limit(PHP_LIMITS.bank),
        flow: 'BANK',
        fee_percent: 0,
        instructions: instructionsOf('BANK', ''),
      },
    ],
    withdrawal: limit(PHP_LIMITS.withdrawal),
    banks,
    operatorAccount: {
      bank_name: banks[0] ?? 'Bank',
      account_name: 'Playfront Gaming Operations',
      account_number: '0012 3456 7890',
    },
  };
}
