import type { RecordTranslations } from './translation-rows';

// The jobs' titles (job-categories.ts) and the articles' titles (blogs.ts) in Hindi and Kannada, by record id: what
// the careers list, a job's page and the blog's cards and heads show first. The job pages' and the articles' bodies
// are not translated yet and fall back to English field by field (docs/decisions/0050-content-languages.md). The
// brand and pass names stay in Latin letters (docs/i18n-glossary.md).

function titleJob(hi: string, kn: string): RecordTranslations<'job_categories'> {
  return { hi: { job_title: hi }, kn: { job_title: kn } };
}

function titleBlog(hi: string, kn: string): RecordTranslations<'blogs'> {
  return { hi: { title: hi }, kn: { title: kn } };
}

export const jobCategoryTranslations = new Map<number, RecordTranslations<'job_categories'>>([
  [1, titleJob('इंजीनियरिंग', 'ಎಂಜಿನಿಯರಿಂಗ್')],
  [2, titleJob('ऑपरेशंस', 'ಕಾರ್ಯಾಚರಣೆ')],
  [3, titleJob('ड्राइवर सक्सेस', 'ಡ್ರೈವರ್ ಸಕ್ಸೆಸ್')],
  [4, titleJob('ग्राहक सहायता', 'ಗ್ರಾಹಕ ಸಹಾಯ')],
  [5, titleJob('सेल्स और साझेदारी', 'ಮಾರಾಟ ಮತ್ತು ಪಾಲುದಾರಿಕೆ')],
  [6, titleJob('मार्केटिंग', 'ಮಾರ್ಕೆಟಿಂಗ್')],
  [7, titleJob('डिज़ाइन', 'ವಿನ್ಯಾಸ')],
  [8, titleJob('फ़ाइनेंस', 'ಹಣಕಾಸು')],
]);

export const blogTranslations = new Map<number, RecordTranslations<'blogs'>>([
  [1, titleBlog('रात में सुरक्षित घर पहुँचने की सात आदतें', 'ರಾತ್ರಿ ಸುರಕ್ಷಿತವಾಗಿ ಮನೆ ತಲುಪಲು ಏಳು ಅಭ್ಯಾಸಗಳು')],
  [2, titleBlog('Daylight या Moonlight: आपके लिए कौन-सा सेवर पास सही है?', 'Daylight ಅಥವಾ Moonlight: ನಿಮಗೆ ಯಾವ ಸೇವರ್ ಪಾಸ್ ಸರಿ?')],
  [3, titleBlog('बेंगलुरु में घर बदल रहे हैं? आराम से शिफ़्ट होने के लिए एक चेकलिस्ट', 'ಬೆಂಗಳೂರಿನಲ್ಲಿ ಮನೆ ಬದಲಾಯಿಸುತ್ತಿದ್ದೀರಾ? ನೆಮ್ಮದಿಯ ಸ್ಥಳಾಂತರಕ್ಕೆ ಒಂದು ಪರಿಶೀಲನಾ ಪಟ್ಟಿ')],
  [4, titleBlog('आउटस्टेशन कैब से बेंगलुरु के पास वीकेंड पर घूमने की पाँच जगहें', 'ಔಟ್‌ಸ್ಟೇಷನ್ ಕ್ಯಾಬ್‌ನಲ್ಲಿ ಬೆಂಗಳೂರಿನಿಂದ ಐದು ವಾರಾಂತ್ಯದ ಪ್ರವಾಸಗಳು')],
  [5, titleBlog('Chalein ड्राइवर पार्टनर कैसे बनें, कदम-दर-कदम', 'Chalein ಚಾಲಕ ಪಾಲುದಾರರಾಗುವುದು ಹೇಗೆ, ಹಂತ ಹಂತವಾಗಿ')],
  [6, titleBlog('बैज के पीछे: हम हर Chalein ड्राइवर की जाँच कैसे करते हैं', 'ಬ್ಯಾಡ್ಜ್‌ನ ಹಿಂದೆ: ಪ್ರತಿಯೊಬ್ಬ Chalein ಚಾಲಕರನ್ನು ನಾವು ಹೇಗೆ ಪರಿಶೀಲಿಸುತ್ತೇವೆ')],
]);
