import { PageRoot } from '@chalein/shared/ui/page-root';
import { FaqTeaser } from '../components/faq-teaser';
import { PageHeader } from '../components/page-header';
import '../styles/marketing.css';

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
