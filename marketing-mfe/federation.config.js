const { sharedSingletons } = require('@chalein/shared/federation/shared-singletons.js');

// One exposed module per page; the shell's route table names them (shared/src/lib/routes.ts).
module.exports = {
  name: 'marketing',
  filename: 'remoteEntry.js',
  exposes: {
    './home-page': './src/pages/home-page.tsx',
    './about-page': './src/pages/about-page.tsx',
    './contact-page': './src/pages/contact-page.tsx',
    './services-page': './src/pages/services-page.tsx',
    './investors-page': './src/pages/investors-page.tsx',
    './support-page': './src/pages/support-page.tsx',
    './faq-page': './src/pages/faq-page.tsx',
    './home-faq-page': './src/pages/home-faq-page.tsx',
    './initiatives-page': './src/pages/initiatives-page.tsx',
    './in-city-ride-page': './src/pages/in-city-ride-page.tsx',
    './porter-page': './src/pages/porter-page.tsx',
    './outstation-ride-page': './src/pages/outstation-ride-page.tsx',
    './blog-page': './src/pages/blog-page.tsx',
    './blog-article-page': './src/pages/blog-article-page.tsx',
    './cms-page': './src/pages/cms-page.tsx',
    './seo-page': './src/pages/seo-page.tsx',
    './newsletter-unsubscribe-page': './src/pages/newsletter-unsubscribe-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
};
