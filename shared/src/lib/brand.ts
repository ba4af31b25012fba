// Brand facts: the only place that names the company, its address, stores and socials (docs/decisions/0020-brand.md).

export const brand = {
  productName: 'Chalein',
  legalName: 'Chalein Mobility Private Limited',
  tagline: 'Every ride a joyride.',
  welcomeLine: 'Welcome to Chalein',
  defaultTitle: 'Chalein | Safe, affordable taxi service in Bengaluru',
  defaultDescription:
    'Book cabs, bikes, autos, outstation rides and porter deliveries across Bengaluru with Chalein: verified drivers, women-only rides and day passes that save on every trip.',
  defaultKeywords: 'taxi service Bengaluru, cab booking, bike taxi, auto, outstation cab, porter service, ride pass',
  // rendered from api/assets/uploads/brand/share-default.svg by the shell's build (tools/render-site-images.mjs)
  defaultShareImage: '/share/default.png',
  office: {
    line1: '4th Floor, Sattva Anugraha, 27 Residency Road',
    line2: 'Shanthala Nagar, Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560025',
    country: 'India',
  },
  supportPhone: '+91 80 4718 2290',
  supportEmail: 'support@chalein.in',
  investorEmail: 'investors@chalein.in',
  careersEmail: 'careers@chalein.in',
  // storeUrl is the Google Play listing, the default; Apple devices get appStoreUrl (lib/app-store.ts picks)
  riderApp: {
    storeUrl: 'https://play.google.com/store/apps/details?id=in.chalein.rider',
    appStoreUrl: 'https://apps.apple.com/in/app/chalein-rider/id6478123450',
    /** Android app intent; falls back to the store listing */
    androidIntent: 'intent://open#Intent;scheme=chalein;package=in.chalein.rider;end',
    /** custom scheme for other platforms */
    schemeUrl: 'chalein://open',
  },
  driverApp: {
    storeUrl: 'https://play.google.com/store/apps/details?id=in.chalein.driver',
    appStoreUrl: 'https://apps.apple.com/in/app/chalein-driver/id6478123467',
  },
  socials: {
    linkedin: 'https://www.linkedin.com/company/chalein-mobility',
    instagram: 'https://www.instagram.com/chalein.rides',
    facebook: 'https://www.facebook.com/chalein.rides',
  },
  partners: [
    {
      name: 'VeriTrust ID',
      description: 'Identity and background verification for every driver before their first ride.',
      logo: '/uploads/brand/partner-veritrust.svg',
    },
    {
      name: 'Kaveri Infotech Solutions',
      description: 'The IT solutions company that runs our dispatch and payments infrastructure.',
      logo: '/uploads/brand/partner-kaveri.svg',
    },
  ],
} as const;

export function formatOfficeAddress(): string {
  const o = brand.office;
  return `${o.line1}, ${o.line2}, ${o.city}, ${o.state} ${o.pin}, ${o.country}`;
}
