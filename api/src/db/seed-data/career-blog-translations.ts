import { hindiBlogArticles } from './blog-articles-hi';
import { kannadaBlogArticles } from './blog-articles-kn';
import { renderJobPage } from './job-page-frame';
import { hindiJobPageFrame, hindiJobPages } from './job-pages-hi';
import { kannadaJobPageFrame, kannadaJobPages } from './job-pages-kn';
import type { RecordTranslations } from './translation-rows';

// The jobs (job-categories.ts) and the blog's articles (blogs.ts) in Hindi and Kannada, by record id: each job's
// title and page, built by the English page's renderer from the language's texts (job-pages-*.ts), and each
// article's title and text (blog-articles-*.ts). The brand and pass names stay in Latin letters
// (docs/i18n-glossary.md).

/** A record's text in one language; a missing one is a mistake in the seed, not a page to leave in English. */
function readText<T>(texts: ReadonlyMap<number, T>, id: number, what: string): T {
  const text = texts.get(id);
  if (text === undefined) throw new Error(`The seed has no ${what} for record ${id}`);
  return text;
}

function translateJob(id: number, hi: string, kn: string): [number, RecordTranslations<'job_categories'>] {
  return [
    id,
    {
      hi: { job_title: hi, content_html: renderJobPage(hindiJobPageFrame, readText(hindiJobPages, id, 'Hindi job page')) },
      kn: { job_title: kn, content_html: renderJobPage(kannadaJobPageFrame, readText(kannadaJobPages, id, 'Kannada job page')) },
    },
  ];
}

function translateBlog(id: number, hi: string, kn: string): [number, RecordTranslations<'blogs'>] {
  return [
    id,
    {
      hi: { title: hi, description_html: readText(hindiBlogArticles, id, 'Hindi article') },
      kn: { title: kn, description_html: readText(kannadaBlogArticles, id, 'Kannada article') },
    },
  ];
}

export const jobCategoryTranslations = new Map<number, RecordTranslations<'job_categories'>>([
  translateJob(1, 'इंजीनियरिंग', 'ಎಂಜಿನಿಯರಿಂಗ್'),
  translateJob(2, 'ऑपरेशंस', 'ಕಾರ್ಯಾಚರಣೆ'),
  translateJob(3, 'ड्राइवर सक्सेस', 'ಡ್ರೈವರ್ ಸಕ್ಸೆಸ್'),
  translateJob(4, 'ग्राहक सहायता', 'ಗ್ರಾಹಕ ಸಹಾಯ'),
  translateJob(5, 'सेल्स और साझेदारी', 'ಮಾರಾಟ ಮತ್ತು ಪಾಲುದಾರಿಕೆ'),
  translateJob(6, 'मार्केटिंग', 'ಮಾರ್ಕೆಟಿಂಗ್'),
  translateJob(7, 'डिज़ाइन', 'ವಿನ್ಯಾಸ'),
  translateJob(8, 'फ़ाइनेंस', 'ಹಣಕಾಸು'),
]);

export const blogTranslations = new Map<number, RecordTranslations<'blogs'>>([
  translateBlog(1, 'रात में सुरक्षित घर पहुँचने की सात आदतें', 'ರಾತ್ರಿ ಸುರಕ್ಷಿತವಾಗಿ ಮನೆ ತಲುಪಲು ಏಳು ಅಭ್ಯಾಸಗಳು'),
  translateBlog(2, 'Daylight या Moonlight: आपके लिए कौन-सा सेवर पास सही है?', 'Daylight ಅಥವಾ Moonlight: ನಿಮಗೆ ಯಾವ ಸೇವರ್ ಪಾಸ್ ಸರಿ?'),
  translateBlog(3, 'बेंगलुरु में घर बदल रहे हैं? आराम से शिफ़्ट होने के लिए एक चेकलिस्ट', 'ಬೆಂಗಳೂರಿನಲ್ಲಿ ಮನೆ ಬದಲಾಯಿಸುತ್ತಿದ್ದೀರಾ? ನೆಮ್ಮದಿಯ ಸ್ಥಳಾಂತರಕ್ಕೆ ಒಂದು ಪರಿಶೀಲನಾ ಪಟ್ಟಿ'),
  translateBlog(4, 'आउटस्टेशन कैब से बेंगलुरु के पास वीकेंड पर घूमने की पाँच जगहें', 'ಔಟ್‌ಸ್ಟೇಷನ್ ಕ್ಯಾಬ್‌ನಲ್ಲಿ ಬೆಂಗಳೂರಿನಿಂದ ಐದು ವಾರಾಂತ್ಯದ ಪ್ರವಾಸಗಳು'),
  translateBlog(5, 'Chalein ड्राइवर पार्टनर कैसे बनें, कदम-दर-कदम', 'Chalein ಚಾಲಕ ಪಾಲುದಾರರಾಗುವುದು ಹೇಗೆ, ಹಂತ ಹಂತವಾಗಿ'),
  translateBlog(6, 'बैज के पीछे: हम हर Chalein ड्राइवर की जाँच कैसे करते हैं', 'ಬ್ಯಾಡ್ಜ್‌ನ ಹಿಂದೆ: ಪ್ರತಿಯೊಬ್ಬ Chalein ಚಾಲಕರನ್ನು ನಾವು ಹೇಗೆ ಪರಿಶೀಲಿಸುತ್ತೇವೆ'),
]);
