import { getFaqs } from '@chalein/shared/api/marketing';
import { collectFirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { FaqTeaser } from '../components/faq-teaser';
import { PageHeader } from '../components/page-header';
import { sectionDataKeys } from '../lib/first-screen-keys';
import '../styles/marketing.css';

/** For the server: the teaser's questions, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [sectionDataKeys.faqs]: getFaqs });

/** /homefaq: the home page's FAQ teaser as a page of its own (top questions, with the way to the full FAQ). */
export function HomeFaqPage() {
  return (
    <PageRoot>
      <PageHeader title="Frequently asked questions" lead="The questions riders ask us most. For everything else, see the full FAQ." />
      <section className="section" aria-label="Top questions">
        <div className="container">
          <FaqTeaser categoryHeading="h2" />
        </div>
      </section>
    </PageRoot>
  );
}
