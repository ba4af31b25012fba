import { getFaqs } from '@chalein/shared/api/marketing';
import { collectFirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { FaqTeaser } from '../components/faq-teaser';
import { PageHeader } from '../components/page-header';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** For the server: the teaser's questions, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [sectionDataKeys.faqs]: getFaqs });

/** /homefaq: the home page's FAQ teaser as a page of its own (top questions, with the way to the full FAQ). */
export function HomeFaqPage() {
  const { t } = useMarketingTexts();
  return (
    <PageRoot>
      <PageHeader title={t('homeFaqPage.title')} lead={t('homeFaqPage.lead')} />
      <section className="section" aria-label={t('homeFaqPage.sectionLabel')}>
        <div className="container">
          <FaqTeaser categoryHeading="h2" />
        </div>
      </section>
    </PageRoot>
  );
}
