import { cities, states } from './states-cities';

// The states, union territories and cities of the driver registration form (states-cities.ts) as Hindi and Kannada
// readers write them: the names in their own script, the spelling the state itself uses where it has one
// (ಬೆಂಗಳೂರು, ಮೈಸೂರು). The form shows these and still sends the record's id, so what is stored does not change.

/** Hindi and Kannada for each English name. A name used twice (Udaipur) is written the same both times. */
const stateNames: Record<string, readonly [hi: string, kn: string]> = {
  'Andhra Pradesh': ['आंध्र प्रदेश', 'ಆಂಧ್ರ ಪ್ರದೇಶ'],
  'Arunachal Pradesh': ['अरुणाचल प्रदेश', 'ಅರುಣಾಚಲ ಪ್ರದೇಶ'],
  Assam: ['असम', 'ಅಸ್ಸಾಂ'],
  Bihar: ['बिहार', 'ಬಿಹಾರ'],
  Chhattisgarh: ['छत्तीसगढ़', 'ಛತ್ತೀಸ್‌ಗಢ'],
  Goa: ['गोवा', 'ಗೋವಾ'],
  Gujarat: ['गुजरात', 'ಗುಜರಾತ್'],
  Haryana: ['हरियाणा', 'ಹರಿಯಾಣ'],
  'Himachal Pradesh': ['हिमाचल प्रदेश', 'ಹಿಮಾಚಲ ಪ್ರದೇಶ'],
  Jharkhand: ['झारखंड', 'ಜಾರ್ಖಂಡ್'],
  Karnataka: ['कर्नाटक', 'ಕರ್ನಾಟಕ'],
  Kerala: ['केरल', 'ಕೇರಳ'],
  'Madhya Pradesh': ['मध्य प्रदेश', 'ಮಧ್ಯ ಪ್ರದೇಶ'],
  Maharashtra: ['महाराष्ट्र', 'ಮಹಾರಾಷ್ಟ್ರ'],
  Manipur: ['मणिपुर', 'ಮಣಿಪುರ'],
  Meghalaya: ['मेघालय', 'ಮೇಘಾಲಯ'],
  Mizoram: ['मिज़ोरम', 'ಮಿಜೋರಾಂ'],
  Nagaland: ['नगालैंड', 'ನಾಗಾಲ್ಯಾಂಡ್'],
  Odisha: ['ओडिशा', 'ಒಡಿಶಾ'],
  Punjab: ['पंजाब', 'ಪಂಜಾಬ್'],
  Rajasthan: ['राजस्थान', 'ರಾಜಸ್ಥಾನ'],
  Sikkim: ['सिक्किम', 'ಸಿಕ್ಕಿಂ'],
  'Tamil Nadu': ['तमिलनाडु', 'ತಮಿಳುನಾಡು'],
  Telangana: ['तेलंगाना', 'ತೆಲಂಗಾಣ'],
  Tripura: ['त्रिपुरा', 'ತ್ರಿಪುರಾ'],
  'Uttar Pradesh': ['उत्तर प्रदेश', 'ಉತ್ತರ ಪ್ರದೇಶ'],
  Uttarakhand: ['उत्तराखंड', 'ಉತ್ತರಾಖಂಡ'],
  'West Bengal': ['पश्चिम बंगाल', 'ಪಶ್ಚಿಮ ಬಂಗಾಳ'],
  'Andaman and Nicobar Islands': ['अंडमान और निकोबार द्वीपसमूह', 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು'],
  Chandigarh: ['चंडीगढ़', 'ಚಂಡೀಗಢ'],
  'Dadra and Nagar Haveli and Daman and Diu': ['दादरा और नगर हवेली और दमन और दीव', 'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು'],
  Delhi: ['दिल्ली', 'ದೆಹಲಿ'],
  'Jammu and Kashmir': ['जम्मू और कश्मीर', 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ'],
  Ladakh: ['लद्दाख', 'ಲಡಾಖ್'],
  Lakshadweep: ['लक्षद्वीप', 'ಲಕ್ಷದ್ವೀಪ'],
  Puducherry: ['पुदुचेरी', 'ಪುದುಚೇರಿ'],
};

const cityNames: Record<string, readonly [hi: string, kn: string]> = {
  // Andhra Pradesh
  Visakhapatnam: ['विशाखापत्तनम', 'ವಿಶಾಖಪಟ್ಟಣ'],
  Vijayawada: ['विजयवाड़ा', 'ವಿಜಯವಾಡ'],
  Guntur: ['गुंटूर', 'ಗುಂಟೂರು'],
  Nellore: ['नेल्लोर', 'ನೆಲ್ಲೂರು'],
  Tirupati: ['तिरुपति', 'ತಿರುಪತಿ'],
  Kurnool: ['कुरनूल', 'ಕರ್ನೂಲು'],
  Kakinada: ['काकीनाडा', 'ಕಾಕಿನಾಡ'],
  Anantapur: ['अनंतपुर', 'ಅನಂತಪುರ'],
  // Arunachal Pradesh
  Itanagar: ['ईटानगर', 'ಇಟಾನಗರ'],
  Naharlagun: ['नाहरलागुन', 'ನಹರ್‌ಲಾಗುನ್'],
  Pasighat: ['पासीघाट', 'ಪಾಸಿಘಾಟ್'],
  Tawang: ['तवांग', 'ತವಾಂಗ್'],
  // Assam
  Guwahati: ['गुवाहाटी', 'ಗುವಾಹಟಿ'],
  Dibrugarh: ['डिब्रूगढ़', 'ಡಿಬ್ರುಗಢ'],
  Silchar: ['सिलचर', 'ಸಿಲ್ಚರ್'],
  Jorhat: ['जोरहाट', 'ಜೋರ್ಹಾಟ್'],
  Tezpur: ['तेज़पुर', 'ತೇಜ್‌ಪುರ'],
  Nagaon: ['नगाँव', 'ನಗಾಂವ್'],
  // Bihar
  Patna: ['पटना', 'ಪಾಟ್ನಾ'],
  Gaya: ['गया', 'ಗಯಾ'],
  Bhagalpur: ['भागलपुर', 'ಭಾಗಲ್ಪುರ'],
  Muzaffarpur: ['मुज़फ़्फ़रपुर', 'ಮುಜಫರ್‌ಪುರ'],
  Darbhanga: ['दरभंगा', 'ದರ್ಭಂಗಾ'],
  Purnia: ['पूर्णिया', 'ಪೂರ್ಣಿಯಾ'],
  // Chhattisgarh
  Raipur: ['रायपुर', 'ರಾಯ್‌ಪುರ'],
  Bhilai: ['भिलाई', 'ಭಿಲಾಯ್'],
  Bilaspur: ['बिलासपुर', 'ಬಿಲಾಸ್‌ಪುರ'],
  Korba: ['कोरबा', 'ಕೋರ್ಬಾ'],
  Durg: ['दुर्ग', 'ದುರ್ಗ್'],
  Rajnandgaon: ['राजनांदगाँव', 'ರಾಜನಾಂದಗಾಂವ್'],
  // Goa
  Panaji: ['पणजी', 'ಪಣಜಿ'],
  Margao: ['मडगाँव', 'ಮಡಗಾಂವ್'],
  'Vasco da Gama': ['वास्को द गामा', 'ವಾಸ್ಕೋ ಡ ಗಾಮಾ'],
  Mapusa: ['म्हापसा', 'ಮಾಪುಸಾ'],
  Ponda: ['पोंडा', 'ಪೊಂಡಾ'],
  // Gujarat
  Ahmedabad: ['अहमदाबाद', 'ಅಹಮದಾಬಾದ್'],
  Surat: ['सूरत', 'ಸೂರತ್'],
  Vadodara: ['वडोदरा', 'ವಡೋದರಾ'],
  Rajkot: ['राजकोट', 'ರಾಜ್‌ಕೋಟ್'],
  Bhavnagar: ['भावनगर', 'ಭಾವನಗರ'],
  Jamnagar: ['जामनगर', 'ಜಾಮ್‌ನಗರ'],
  Gandhinagar: ['गांधीनगर', 'ಗಾಂಧಿನಗರ'],
  Junagadh: ['जूनागढ़', 'ಜುನಾಗಢ'],
  // Haryana
  Gurugram: ['गुरुग्राम', 'ಗುರುಗ್ರಾಮ'],
  Faridabad: ['फ़रीदाबाद', 'ಫರೀದಾಬಾದ್'],
  Panipat: ['पानीपत', 'ಪಾಣಿಪತ್'],
  Ambala: ['अंबाला', 'ಅಂಬಾಲಾ'],
  Karnal: ['करनाल', 'ಕರ್ನಾಲ್'],
  Hisar: ['हिसार', 'ಹಿಸಾರ್'],
  Rohtak: ['रोहतक', 'ರೋಹ್ಟಕ್'],
  Sonipat: ['सोनीपत', 'ಸೋನಿಪತ್'],
  // Himachal Pradesh
  Shimla: ['शिमला', 'ಶಿಮ್ಲಾ'],
  Dharamshala: ['धर्मशाला', 'ಧರ್ಮಶಾಲಾ'],
  Mandi: ['मंडी', 'ಮಂಡಿ'],
  Solan: ['सोलन', 'ಸೋಲನ್'],
  Kullu: ['कुल्लू', 'ಕುಲ್ಲು'],
  // Jharkhand
  Ranchi: ['रांची', 'ರಾಂಚಿ'],
  Jamshedpur: ['जमशेदपुर', 'ಜಮ್‌ಶೆಡ್‌ಪುರ'],
  Dhanbad: ['धनबाद', 'ಧನ್‌ಬಾದ್'],
  'Bokaro Steel City': ['बोकारो स्टील सिटी', 'ಬೊಕಾರೊ ಸ್ಟೀಲ್ ಸಿಟಿ'],
  Hazaribagh: ['हज़ारीबाग', 'ಹಜಾರಿಬಾಗ್'],
  Deoghar: ['देवघर', 'ದೇವಘರ್'],
  // Karnataka
  Bengaluru: ['बेंगलुरु', 'ಬೆಂಗಳೂರು'],
  Mysuru: ['मैसूरु', 'ಮೈಸೂರು'],
  Mangaluru: ['मंगलुरु', 'ಮಂಗಳೂರು'],
  Hubballi: ['हुब्बल्ली', 'ಹುಬ್ಬಳ್ಳಿ'],
  Dharwad: ['धारवाड़', 'ಧಾರವಾಡ'],
  Belagavi: ['बेलगावी', 'ಬೆಳಗಾವಿ'],
  Kalaburagi: ['कलबुर्गी', 'ಕಲಬುರಗಿ'],
  Ballari: ['बल्लारी', 'ಬಳ್ಳಾರಿ'],
  Davanagere: ['दावणगेरे', 'ದಾವಣಗೆರೆ'],
  Shivamogga: ['शिवमोग्गा', 'ಶಿವಮೊಗ್ಗ'],
  Tumakuru: ['तुमकुरु', 'ತುಮಕೂರು'],
  Udupi: ['उडुपी', 'ಉಡುಪಿ'],
  Hassan: ['हासन', 'ಹಾಸನ'],
  Vijayapura: ['विजयपुरा', 'ವಿಜಯಪುರ'],
  Mandya: ['मंड्या', 'ಮಂಡ್ಯ'],
  Chikkamagaluru: ['चिक्कमगलूरु', 'ಚಿಕ್ಕಮಗಳೂರು'],
  Hosapete: ['होसपेटे', 'ಹೊಸಪೇಟೆ'],
  Kolar: ['कोलार', 'ಕೋಲಾರ'],
  // Kerala
  Thiruvananthapuram: ['तिरुवनंतपुरम', 'ತಿರುವನಂತಪುರ'],
  Kochi: ['कोच्चि', 'ಕೊಚ್ಚಿ'],
  Kozhikode: ['कोझिकोड', 'ಕೋಳಿಕ್ಕೋಡ್'],
  Thrissur: ['त्रिशूर', 'ತ್ರಿಶ್ಶೂರ್'],
  Kollam: ['कोल्लम', 'ಕೊಲ್ಲಂ'],
  Kannur: ['कन्नूर', 'ಕಣ್ಣೂರು'],
  Alappuzha: ['अलप्पुझा', 'ಆಲಪ್ಪುಳ'],
  Palakkad: ['पलक्कड़', 'ಪಾಲಕ್ಕಾಡ್'],
  // Madhya Pradesh
  Bhopal: ['भोपाल', 'ಭೋಪಾಲ್'],
  Indore: ['इंदौर', 'ಇಂದೋರ್'],
  Jabalpur: ['जबलपुर', 'ಜಬಲ್‌ಪುರ'],
  Gwalior: ['ग्वालियर', 'ಗ್ವಾಲಿಯರ್'],
  Ujjain: ['उज्जैन', 'ಉಜ್ಜಯಿನಿ'],
  Sagar: ['सागर', 'ಸಾಗರ್'],
  Rewa: ['रीवा', 'ರೇವಾ'],
  // Maharashtra
  Mumbai: ['मुंबई', 'ಮುಂಬೈ'],
  Pune: ['पुणे', 'ಪುಣೆ'],
  Nagpur: ['नागपुर', 'ನಾಗಪುರ'],
  Nashik: ['नासिक', 'ನಾಸಿಕ್'],
  Thane: ['ठाणे', 'ಥಾಣೆ'],
  Aurangabad: ['औरंगाबाद', 'ಔರಂಗಾಬಾದ್'],
  Solapur: ['सोलापुर', 'ಸೊಲ್ಲಾಪುರ'],
  Kolhapur: ['कोल्हापुर', 'ಕೊಲ್ಹಾಪುರ'],
  // Manipur
  Imphal: ['इंफाल', 'ಇಂಫಾಲ್'],
  Thoubal: ['थौबल', 'ಥೌಬಲ್'],
  Churachandpur: ['चुराचांदपुर', 'ಚುರಾಚಾಂದ್‌ಪುರ'],
  Bishnupur: ['बिष्णुपुर', 'ಬಿಷ್ಣುಪುರ'],
  // Meghalaya
  Shillong: ['शिलांग', 'ಶಿಲ್ಲಾಂಗ್'],
  Tura: ['तुरा', 'ತುರಾ'],
  Jowai: ['जोवाई', 'ಜೋವಾಯ್'],
  Nongstoin: ['नोंगस्टोइन', 'ನೊಂಗ್‌ಸ್ಟೊಯಿನ್'],
  // Mizoram
  Aizawl: ['आइज़ोल', 'ಐಜಾಲ್'],
  Lunglei: ['लुंगलेई', 'ಲುಂಗ್ಲೈ'],
  Champhai: ['चम्फाई', 'ಚಂಫಾಯ್'],
  Serchhip: ['सेरछिप', 'ಸೆರ್ಛಿಪ್'],
  // Nagaland
  Kohima: ['कोहिमा', 'ಕೊಹಿಮಾ'],
  Dimapur: ['दीमापुर', 'ದಿಮಾಪುರ'],
  Mokokchung: ['मोकोकचुंग', 'ಮೊಕೊಕ್‌ಚುಂಗ್'],
  Tuensang: ['त्वेनसांग', 'ಟ್ಯುಯೆನ್‌ಸಾಂಗ್'],
  // Odisha
  Bhubaneswar: ['भुवनेश्वर', 'ಭುವನೇಶ್ವರ'],
  Cuttack: ['कटक', 'ಕಟಕ್'],
  Rourkela: ['राउरकेला', 'ರೂರ್ಕೆಲಾ'],
  Berhampur: ['बरहमपुर', 'ಬರ್ಹಾಂಪುರ'],
  Sambalpur: ['संबलपुर', 'ಸಂಬಲ್‌ಪುರ'],
  Puri: ['पुरी', 'ಪುರಿ'],
  Balasore: ['बालासोर', 'ಬಾಲಸೋರ್'],
  // Punjab
  Ludhiana: ['लुधियाना', 'ಲುಧಿಯಾನ'],
  Amritsar: ['अमृतसर', 'ಅಮೃತಸರ'],
  Jalandhar: ['जालंधर', 'ಜಲಂಧರ್'],
  Patiala: ['पटियाला', 'ಪಟಿಯಾಲಾ'],
  Bathinda: ['बठिंडा', 'ಬಠಿಂಡಾ'],
  Mohali: ['मोहाली', 'ಮೊಹಾಲಿ'],
  Pathankot: ['पठानकोट', 'ಪಠಾಣ್‌ಕೋಟ್'],
  // Rajasthan (and Udaipur of Tripura)
  Jaipur: ['जयपुर', 'ಜೈಪುರ'],
  Jodhpur: ['जोधपुर', 'ಜೋಧಪುರ'],
  Udaipur: ['उदयपुर', 'ಉದಯಪುರ'],
  Kota: ['कोटा', 'ಕೋಟಾ'],
  Ajmer: ['अजमेर', 'ಅಜ್ಮೀರ್'],
  Bikaner: ['बीकानेर', 'ಬಿಕಾನೇರ್'],
  Alwar: ['अलवर', 'ಅಲ್ವಾರ್'],
  Bhilwara: ['भीलवाड़ा', 'ಭಿಲ್ವಾರಾ'],
  // Sikkim
  Gangtok: ['गंगटोक', 'ಗ್ಯಾಂಗ್ಟಕ್'],
  Namchi: ['नामची', 'ನಾಮ್ಚಿ'],
  Gyalshing: ['ग्यालशिंग', 'ಗ್ಯಾಲ್‌ಶಿಂಗ್'],
  Mangan: ['मंगन', 'ಮಂಗನ್'],
  // Tamil Nadu
  Chennai: ['चेन्नई', 'ಚೆನ್ನೈ'],
  Coimbatore: ['कोयंबटूर', 'ಕೊಯಮತ್ತೂರು'],
  Madurai: ['मदुरै', 'ಮಧುರೈ'],
  Tiruchirappalli: ['तिरुचिरापल्ली', 'ತಿರುಚಿರಾಪಳ್ಳಿ'],
  Salem: ['सेलम', 'ಸೇಲಂ'],
  Tirunelveli: ['तिरुनेलवेली', 'ತಿರುನೆಲ್ವೇಲಿ'],
  Vellore: ['वेल्लोर', 'ವೆಲ್ಲೂರು'],
  Hosur: ['होसुर', 'ಹೊಸೂರು'],
  // Telangana
  Hyderabad: ['हैदराबाद', 'ಹೈದರಾಬಾದ್'],
  Warangal: ['वारंगल', 'ವರಂಗಲ್'],
  Nizamabad: ['निज़ामाबाद', 'ನಿಜಾಮಾಬಾದ್'],
  Karimnagar: ['करीमनगर', 'ಕರೀಂನಗರ'],
  Khammam: ['खम्मम', 'ಖಮ್ಮಂ'],
  Secunderabad: ['सिकंदराबाद', 'ಸಿಕಂದರಾಬಾದ್'],
  // Tripura
  Agartala: ['अगरतला', 'ಅಗರ್ತಲಾ'],
  Dharmanagar: ['धर्मनगर', 'ಧರ್ಮನಗರ'],
  Kailashahar: ['कैलाशहर', 'ಕೈಲಾಶಹರ್'],
  // Uttar Pradesh
  Lucknow: ['लखनऊ', 'ಲಖನೌ'],
  Kanpur: ['कानपुर', 'ಕಾನ್ಪುರ'],
  Noida: ['नोएडा', 'ನೋಯ್ಡಾ'],
  Ghaziabad: ['ग़ाज़ियाबाद', 'ಗಾಜಿಯಾಬಾದ್'],
  Agra: ['आगरा', 'ಆಗ್ರಾ'],
  Varanasi: ['वाराणसी', 'ವಾರಾಣಸಿ'],
  Prayagraj: ['प्रयागराज', 'ಪ್ರಯಾಗ್‌ರಾಜ್'],
  Meerut: ['मेरठ', 'ಮೀರತ್'],
  // Uttarakhand
  Dehradun: ['देहरादून', 'ಡೆಹ್ರಾಡೂನ್'],
  Haridwar: ['हरिद्वार', 'ಹರಿದ್ವಾರ'],
  Haldwani: ['हल्द्वानी', 'ಹಲ್ದ್ವಾನಿ'],
  Roorkee: ['रुड़की', 'ರೂರ್ಕಿ'],
  Rishikesh: ['ऋषिकेश', 'ಋಷಿಕೇಶ'],
  Nainital: ['नैनीताल', 'ನೈನಿತಾಲ್'],
  // West Bengal
  Kolkata: ['कोलकाता', 'ಕೋಲ್ಕತ್ತಾ'],
  Howrah: ['हावड़ा', 'ಹೌರಾ'],
  Durgapur: ['दुर्गापुर', 'ದುರ್ಗಾಪುರ'],
  Asansol: ['आसनसोल', 'ಅಸನ್ಸೋಲ್'],
  Siliguri: ['सिलीगुड़ी', 'ಸಿಲಿಗುರಿ'],
  Kharagpur: ['खड़गपुर', 'ಖರಗ್‌ಪುರ'],
  Haldia: ['हल्दिया', 'ಹಲ್ದಿಯಾ'],
  // Andaman and Nicobar Islands
  'Sri Vijaya Puram': ['श्री विजया पुरम', 'ಶ್ರೀ ವಿಜಯ ಪುರಂ'],
  'Car Nicobar': ['कार निकोबार', 'ಕಾರ್ ನಿಕೋಬಾರ್'],
  Mayabunder: ['मायाबंदर', 'ಮಾಯಾಬಂದರ್'],
  // Chandigarh
  Chandigarh: ['चंडीगढ़', 'ಚಂಡೀಗಢ'],
  Manimajra: ['मनीमाजरा', 'ಮಣಿಮಾಜ್ರಾ'],
  'Mauli Jagran': ['मौली जागरां', 'ಮೌಲಿ ಜಾಗರಾನ್'],
  // Dadra and Nagar Haveli and Daman and Diu
  Silvassa: ['सिलवासा', 'ಸಿಲ್ವಾಸಾ'],
  Daman: ['दमन', 'ದಮನ್'],
  Diu: ['दीव', 'ದಿಯು'],
  // Delhi
  'New Delhi': ['नई दिल्ली', 'ನವದೆಹಲಿ'],
  Dwarka: ['द्वारका', 'ದ್ವಾರಕಾ'],
  Rohini: ['रोहिणी', 'ರೋಹಿಣಿ'],
  Shahdara: ['शाहदरा', 'ಶಾಹದರಾ'],
  Narela: ['नरेला', 'ನರೇಲಾ'],
  Najafgarh: ['नजफ़गढ़', 'ನಜಫ್‌ಗಢ'],
  // Jammu and Kashmir
  Srinagar: ['श्रीनगर', 'ಶ್ರೀನಗರ'],
  Jammu: ['जम्मू', 'ಜಮ್ಮು'],
  Anantnag: ['अनंतनाग', 'ಅನಂತನಾಗ್'],
  Baramulla: ['बारामूला', 'ಬಾರಾಮುಲ್ಲಾ'],
  Udhampur: ['उधमपुर', 'ಉಧಂಪುರ'],
  // Ladakh
  Leh: ['लेह', 'ಲೇಹ್'],
  Kargil: ['करगिल', 'ಕಾರ್ಗಿಲ್'],
  Diskit: ['दिस्कित', 'ಡಿಸ್ಕಿಟ್'],
  // Lakshadweep
  Kavaratti: ['कवरत्ती', 'ಕವರತ್ತಿ'],
  Agatti: ['अगत्ती', 'ಅಗತ್ತಿ'],
  Minicoy: ['मिनिकॉय', 'ಮಿನಿಕಾಯ್'],
  // Puducherry
  Puducherry: ['पुदुचेरी', 'ಪುದುಚೇರಿ'],
  Karaikal: ['कराईकल', 'ಕಾರೈಕಲ್'],
  Mahe: ['माहे', 'ಮಾಹೆ'],
  Yanam: ['यानम', 'ಯಾನಂ'],
};

/**
 * The rows by record id, for the names this file writes; a record whose name it does not know keeps its English
 * (the seed's completeness test names it).
 */
function translateNames(
  records: readonly { id?: number; name: string }[],
  names: Record<string, readonly [string, string]>,
): Map<number, { hi: { name: string }; kn: { name: string } }> {
  const translated = new Map<number, { hi: { name: string }; kn: { name: string } }>();
  for (const { id, name } of records) {
    const pair = Object.hasOwn(names, name) ? names[name] : undefined;
    if (id === undefined || !pair) continue;
    translated.set(id, { hi: { name: pair[0] }, kn: { name: pair[1] } });
  }
  return translated;
}

export const stateTranslations = translateNames(states, stateNames);
export const cityTranslations = translateNames(cities, cityNames);
