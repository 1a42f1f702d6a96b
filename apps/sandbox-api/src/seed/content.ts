import type { CmsPage, LanguageCode } from '@playfront/core/contract';
import { gameCategories } from '@playfront/core/contract';
import { categoryTitles } from './games';

type Texts = Readonly<Record<'EN' | 'PHP' | 'CN', string>>;

/** A local text for a language: Filipino and Chinese have their own, the others use English. */
export const pick = (texts: Texts, language: LanguageCode): string =>
  language === 'PHP' || language === 'CN' ? texts[language] : texts.EN;

/** HTML-escapes text placed into seeded HTML bodies. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The CMS bodies of one page; `{site}` and `{currency}` are filled per site. */
const cmsTexts: Readonly<Record<CmsPage, Texts>> = {
  about_us: {
    EN: '<h2>About {site}</h2><p>{site} is an online gaming site for players who like slots, live casino and sports in one place.</p><ul><li>Over 200 games from 35 providers</li><li>Deposits and withdrawals in {currency}</li><li>Support around the clock</li></ul>',
    PHP: '<h2>Tungkol sa {site}</h2><p>Ang {site} ay isang online gaming site para sa mga manlalarong gusto ang slots, live casino at sports sa iisang lugar.</p><ul><li>Higit 200 laro mula sa 35 provider</li><li>Deposito at withdrawal sa {currency}</li><li>Suporta buong araw at gabi</li></ul>',
    CN: '<h2>关于{site}</h2><p>{site}是一个在线娱乐网站，老虎机、真人娱乐和体育尽在一处。</p><ul><li>来自35家供应商的200多款游戏</li><li>以{currency}存款和提款</li><li>全天候客服支持</li></ul>',
  },
  privacy_policy: {
    EN: '<h2>Privacy policy</h2><p>We keep the personal details you give us only to run your account and to meet our legal duties.</p><ul><li>We never sell your data</li><li>You can ask for a copy of your data</li><li>Passwords are stored hashed</li></ul>',
    PHP: '<h2>Patakaran sa privacy</h2><p>Itinatago namin ang personal na impormasyong ibinigay mo para lamang patakbuhin ang iyong account at sumunod sa batas.</p><ul><li>Hindi namin ibinebenta ang iyong data</li><li>Maaari kang humingi ng kopya ng iyong data</li><li>Naka-hash ang mga password</li></ul>',
    CN: '<h2>隐私政策</h2><p>我们仅为运营您的账户和履行法律义务而保存您提供的个人信息。</p><ul><li>我们绝不出售您的数据</li><li>您可以索取您的数据副本</li><li>密码以哈希形式存储</li></ul>',
  },
  responsible_gaming: {
    EN: '<h2>Responsible gaming</h2><p>Play for fun and set limits before you start.</p><ul><li>Set a deposit limit</li><li>Take regular breaks</li><li>Ask support to close your account for a while</li></ul>',
    PHP: '<h2>Responsableng paglalaro</h2><p>Maglaro para sa kasiyahan at magtakda ng limitasyon bago magsimula.</p><ul><li>Magtakda ng limitasyon sa deposito</li><li>Magpahinga nang regular</li><li>Hilingin sa suporta na isara muna ang iyong account</li></ul>',
    CN: '<h2>负责任博彩</h2><p>娱乐为主，开始前请先设定限额。</p><ul><li>设定存款限额</li><li>定时休息</li><li>可联系客服暂时关闭账户</li></ul>',
  },
  banking: {
    EN: '<h2>Banking</h2><p>All payments on {site} are in {currency}.</p><ul><li>Deposits are credited within 5 minutes</li><li>Withdrawals are paid within 15 minutes</li><li>No fees on your first three withdrawals a day</li></ul>',
    PHP: '<h2>Pagbabangko</h2><p>Lahat ng bayad sa {site} ay nasa {currency}.</p><ul><li>Naikredito ang deposito sa loob ng 5 minuto</li><li>Nababayaran ang withdrawal sa loob ng 15 minuto</li><li>Walang bayad sa unang tatlong withdrawal bawat araw</li></ul>',
    CN: '<h2>银行服务</h2><p>{site}的所有付款均以{currency}结算。</p><ul><li>存款5分钟内到账</li><li>提款15分钟内支付</li><li>每日前三次提款免手续费</li></ul>',
  },
  faqs: {
    EN: '<h2>Frequently asked questions</h2><p><strong>How do I register?</strong> Tap Register, fill in the form and enter the one-time code we send you.</p><p><strong>How fast are withdrawals?</strong> Most are paid within 15 minutes.</p><ul><li>Forgot your password? Use Forgot password on the login form.</li><li>Need help? Open live chat.</li></ul>',
    PHP: '<h2>Mga madalas itanong</h2><p><strong>Paano magparehistro?</strong> Pindutin ang Magparehistro, punan ang form at ilagay ang one-time code na ipapadala namin.</p><p><strong>Gaano kabilis ang withdrawal?</strong> Karamihan ay nababayaran sa loob ng 15 minuto.</p><ul><li>Nakalimutan ang password? Gamitin ang Forgot password sa login form.</li><li>Kailangan ng tulong? Buksan ang live chat.</li></ul>',
    CN: '<h2>常见问题</h2><p><strong>如何注册？</strong>点击注册，填写表格并输入我们发送的验证码。</p><p><strong>提款要多久？</strong>大多数在15分钟内到账。</p><ul><li>忘记密码？请在登录表单中使用忘记密码。</li><li>需要帮助？请打开在线客服。</li></ul>',
  },
};

/** One CMS body filled for a site. */
export function cmsBody(page: CmsPage, language: LanguageCode, site: string, currency: string) {
  return pick(cmsTexts[page], language)
    .replaceAll('{site}', escapeHtml(site))
    .replaceAll('{currency}', escapeHtml(currency));
}

const categoryNames: Readonly<Record<string, Texts>> = {
  hot: { EN: 'Hot Games', PHP: 'Maiinit na Laro', CN: '热门游戏' },
  slot_game: { EN: 'Slots', PHP: 'Mga Slot', CN: '老虎机' },
  casino: { EN: 'Live Casino', PHP: 'Live na Casino', CN: '真人娱乐' },
  hash_game: { EN: 'Hash Game', PHP: 'Hash na Laro', CN: '哈希游戏' },
  sportsbook: { EN: 'Sports', PHP: 'Palakasan', CN: '体育' },
  fishing: { EN: 'Fishing', PHP: 'Pangingisda', CN: '捕鱼' },
  poker: { EN: 'Poker', PHP: 'Poker', CN: '棋牌' },
  sabong: { EN: 'Sabong', PHP: 'Sabong', CN: '斗鸡' },
  lottery: { EN: 'Lottery', PHP: 'Loterya', CN: '彩票' },
  horse_racing: { EN: 'Horse Racing', PHP: 'Karera ng Kabayo', CN: '赛马' },
  bingo: { EN: 'Bingo', PHP: 'Bingo', CN: '宾果' },
  arcade: { EN: 'Arcade', PHP: 'Arcade', CN: '街机' },
  crash: { EN: 'Crash', PHP: 'Crash', CN: '爆点游戏' },
};

/** A page with an SEO record: its `page_name`, site path and names. */
export interface SeoPage {
  pageName: string;
  path: string;
  names: Texts;
}

/** SEO pages: home, every category page, login, register, about and promotions. */
export const seoPages: readonly SeoPage[] = [
  { pageName: 'home', path: '/', names: { EN: 'Home', PHP: 'Tahanan', CN: '首页' } },
  ...gameCategories.map((c) => ({
    pageName: c.route.slice(1),
    path: c.route,
    names: categoryNames[c.key] ?? { EN: c.key, PHP: c.key, CN: c.key },
  })),
  { pageName: 'login', path: '/login', names: { EN: 'Log In', PHP: 'Mag-log In', CN: '登录' } },
  {
    pageName: 'register',
    path: '/register',
    names: { EN: 'Register', PHP: 'Magparehistro', CN: '注册' },
  },
  {
    pageName: 'about',
    path: '/about',
    names: { EN: 'About Us', PHP: 'Tungkol sa Amin', CN: '关于我们' },
  },
  {
    pageName: 'promotions',
    path: '/promotions',
    names: { EN: 'Promotions', PHP: 'Mga Promosyon', CN: '优惠活动' },
  },
];

/** Other names a client may use for a page: the category key or URL segment of a category page. */
export const seoAliases: ReadonlyMap<string, string> = new Map(
  gameCategories.flatMap((c) => {
    const page = c.route.slice(1);
    return [c.key, c.segment, c.key.replace(/_/g, '-')]
      .filter((alias) => alias !== '' && alias !== page)
      .map((alias) => [alias, page] as const);
  }),
);

const seoBodies: Texts = {
  EN: '<p>Play {item} at {site}: fast payouts in {currency} and new games every week.</p>',
  PHP: '<p>Maglaro ng {item} sa {site}: mabilis na payout sa {currency} at bagong laro bawat linggo.</p>',
  CN: '<p>在{site}畅玩{item}：{currency}快速出款，每周上新游戏。</p>',
};

/** The SEO body of a page in a language. */
export function seoBody(page: SeoPage, language: LanguageCode, site: string, currency: string) {
  return pick(seoBodies, language)
    .replaceAll('{item}', escapeHtml(pick(page.names, language)))
    .replaceAll('{site}', escapeHtml(site))
    .replaceAll('{currency}', escapeHtml(currency));
}

/** hreflang of a default language. */
export const metaLang = (language: LanguageCode): string =>
  language === 'PHP' ? 'fil' : language === 'CN' ? 'zh-Hans' : 'en';

/** Menu entries shared by every site; `category` ties an item to `provider_count`. */
export interface SeedMenuItem {
  contentId: number;
  parentId: number | null;
  title: string;
  path: string;
  category: string | null;
}

export const seedMenu: readonly SeedMenuItem[] = [
  { contentId: 1, parentId: null, title: 'Home', path: '/', category: null },
  { contentId: 2, parentId: null, title: 'Games', path: '/hot', category: null },
  ...gameCategories.map((c, i) => ({
    contentId: 10 + i,
    parentId: 2,
    title: categoryTitles[c.key],
    path: c.route,
    category: c.key,
  })),
  { contentId: 3, parentId: null, title: 'Promotions', path: '/promotions', category: null },
  { contentId: 4, parentId: null, title: 'VIP', path: '/vip', category: null },
  { contentId: 5, parentId: null, title: 'Download', path: '/download', category: null },
  { contentId: 6, parentId: null, title: 'Help', path: '/about', category: null },
  { contentId: 30, parentId: 6, title: 'About Us', path: '/about', category: null },
  { contentId: 31, parentId: 6, title: 'FAQs', path: '/faqs', category: null },
  { contentId: 32, parentId: 6, title: 'Banking', path: '/banking', category: null },
  {
    contentId: 33,
    parentId: 6,
    title: 'Responsible Gaming',
    path: '/responsible-gaming',
    category: null,
  },
  { contentId: 34, parentId: 6, title: 'Privacy Policy', path: '/privacy-policy', category: null },
  {
    contentId: 35,
    parentId: 6,
    title: 'Terms and Conditions',
    path: '/term-condition',
    category: null,
  },
  { contentId: 36, parentId: 6, title: 'Contact Us', path: '/contact-us', category: null },
];

/** Social accounts of a brand; `slug` is the brand name in lower-case words. */
export function socialAccounts(slug: string, siteName: string, count: number) {
  const all = [
    { platform: 'facebook', account_name: siteName, link: `https://facebook.com/${slug}` },
    { platform: 'telegram', account_name: `@${slug}`, link: `https://t.me/${slug}` },
    { platform: 'whatsapp', account_name: '+63 917 000 0000', link: 'https://wa.me/639170000000' },
    { platform: 'instagram', account_name: `@${slug}`, link: `https://instagram.com/${slug}` },
    { platform: 'viber', account_name: siteName, link: `viber://chat?number=639170000000` },
    {
      platform: 'email',
      account_name: `support@${slug}.example`,
      link: `mailto:support@${slug}.example`,
    },
  ];
  return all.slice(0, count);
}

/** Harmless analytics: each script only records an event in `window.__pfAnalytics`. */
export function analyticsScripts(externalId: string) {
  const site = JSON.stringify(externalId);
  return [
    {
      section: 'HEAD' as const,
      script: `(window.__pfAnalytics = window.__pfAnalytics || []).push({ event: 'head', site: ${site}, at: Date.now() });`,
    },
    {
      section: 'BODY' as const,
      script: `(window.__pfAnalytics = window.__pfAnalytics || []).push({ event: 'body', site: ${site}, path: location.pathname });`,
    },
  ];
}

/** Marquee lines of a site. */
export const announcements = (site: string, currency: string): string[] => [
  `Welcome to ${site}! New players get a 100% bonus on their first deposit.`,
  `Withdrawals in ${currency} are paid within 15 minutes, day and night.`,
  'Spin the wheel every day for free game tokens.',
];
