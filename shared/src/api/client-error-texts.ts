import type { Language } from '@chalein/shared/lib/i18n/languages';

// What the API client says when there is no answer of the server's to show (a timeout, no network, a body that is
// not the API's envelope), in the page's language. The server's own answers come written in it already
// (docs/decisions/0049-validation-messages.md); these are the client's, so they are here, a few words per language,
// rather than in a namespace every page would have to load before its first call. English keeps the spec's words.

export interface ClientErrorTexts {
  timeout: string;
  unreachable: string;
  invalidAnswer: string;
  /** an answer that is an error but not the API's envelope (a proxy's page); English keeps the HTTP client's words */
  failedStatus: ((status: number) => string) | null;
}

export const CLIENT_ERROR_TEXTS: Readonly<Record<Language, ClientErrorTexts>> = {
  en: {
    timeout: 'The server took too long to answer. Please try again.',
    unreachable: 'Network Error: the server could not be reached.',
    invalidAnswer: 'Invalid response structure',
    failedStatus: null,
  },
  hi: {
    timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।',
    unreachable: 'नेटवर्क की गड़बड़ी: सर्वर तक नहीं पहुँच सके।',
    invalidAnswer: 'सर्वर का जवाब सही रूप में नहीं है',
    failedStatus: (status) => `सर्वर ने गड़बड़ी का जवाब दिया (${status})।`,
  },
  kn: {
    timeout: 'ಸರ್ವರ್ ಉತ್ತರಿಸಲು ತುಂಬಾ ಸಮಯ ತೆಗೆದುಕೊಂಡಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    unreachable: 'ನೆಟ್‌ವರ್ಕ್ ದೋಷ: ಸರ್ವರ್ ಅನ್ನು ತಲುಪಲು ಆಗಲಿಲ್ಲ.',
    invalidAnswer: 'ಸರ್ವರ್‌ನ ಉತ್ತರ ಸರಿಯಾದ ರೂಪದಲ್ಲಿಲ್ಲ',
    failedStatus: (status) => `ಸರ್ವರ್ ದೋಷದ ಉತ್ತರ ನೀಡಿತು (${status}).`,
  },
};
