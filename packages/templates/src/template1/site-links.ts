/** Footer pages: label key and site path. */
export const footerLinks = [
  { key: 'about', to: '/about' },
  { key: 'privacyPolicy', to: '/privacy-policy' },
  { key: 'responsibleGaming', to: '/responsible-gaming' },
  { key: 'banking', to: '/banking' },
  { key: 'faqs', to: '/faqs' },
  { key: 'contactUs', to: '/contact-us' },
  { key: 'termsConditions', to: '/term-condition' },
] as const;
