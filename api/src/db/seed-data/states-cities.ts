import type { NewCity, NewState } from '../schema';

// States and union territories of India with their main cities, for the driver registration dropdowns
// (GET /api/mapping). Ids are stable: states 1-28 in alphabetical order, then union territories 29-36;
// city ids run on in the order listed.
type Region = [name: string, kind: NewState['kind'], cities: string[]];

const regions: Region[] = [
  ['Andhra Pradesh', 'state', ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Tirupati', 'Kurnool', 'Kakinada', 'Anantapur']],
  ['Arunachal Pradesh', 'state', ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang']],
  ['Assam', 'state', ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat', 'Tezpur', 'Nagaon']],
  ['Bihar', 'state', ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia']],
  ['Chhattisgarh', 'state', ['Raipur', 'Bhilai', 'Bilaspur', 'Korba', 'Durg', 'Rajnandgaon']],
  ['Goa', 'state', ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda']],
  ['Gujarat', 'state', ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar', 'Gandhinagar', 'Junagadh']],
  ['Haryana', 'state', ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Karnal', 'Hisar', 'Rohtak', 'Sonipat']],
  ['Himachal Pradesh', 'state', ['Shimla', 'Dharamshala', 'Mandi', 'Solan', 'Kullu']],
  ['Jharkhand', 'state', ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City', 'Hazaribagh', 'Deoghar']],
  [
    'Karnataka',
    'state',
    [
      'Bengaluru',
      'Mysuru',
      'Mangaluru',
      'Hubballi',
      'Dharwad',
      'Belagavi',
      'Kalaburagi',
      'Ballari',
      'Davanagere',
      'Shivamogga',
      'Tumakuru',
      'Udupi',
      'Hassan',
      'Vijayapura',
      'Mandya',
      'Chikkamagaluru',
      'Hosapete',
      'Kolar',
    ],
  ],
  ['Kerala', 'state', ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur', 'Alappuzha', 'Palakkad']],
  ['Madhya Pradesh', 'state', ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Rewa']],
  ['Maharashtra', 'state', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane', 'Aurangabad', 'Solapur', 'Kolhapur']],
  ['Manipur', 'state', ['Imphal', 'Thoubal', 'Churachandpur', 'Bishnupur']],
  ['Meghalaya', 'state', ['Shillong', 'Tura', 'Jowai', 'Nongstoin']],
  ['Mizoram', 'state', ['Aizawl', 'Lunglei', 'Champhai', 'Serchhip']],
  ['Nagaland', 'state', ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang']],
  ['Odisha', 'state', ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur', 'Puri', 'Balasore']],
  ['Punjab', 'state', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Mohali', 'Pathankot']],
  ['Rajasthan', 'state', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner', 'Alwar', 'Bhilwara']],
  ['Sikkim', 'state', ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan']],
  ['Tamil Nadu', 'state', ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli', 'Vellore', 'Hosur']],
  ['Telangana', 'state', ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Secunderabad']],
  ['Tripura', 'state', ['Agartala', 'Udaipur', 'Dharmanagar', 'Kailashahar']],
  ['Uttar Pradesh', 'state', ['Lucknow', 'Kanpur', 'Noida', 'Ghaziabad', 'Agra', 'Varanasi', 'Prayagraj', 'Meerut']],
  ['Uttarakhand', 'state', ['Dehradun', 'Haridwar', 'Haldwani', 'Roorkee', 'Rishikesh', 'Nainital']],
  ['West Bengal', 'state', ['Kolkata', 'Howrah', 'Durgapur', 'Asansol', 'Siliguri', 'Kharagpur', 'Haldia']],
  ['Andaman and Nicobar Islands', 'union_territory', ['Sri Vijaya Puram', 'Car Nicobar', 'Mayabunder']],
  ['Chandigarh', 'union_territory', ['Chandigarh', 'Manimajra', 'Mauli Jagran']],
  ['Dadra and Nagar Haveli and Daman and Diu', 'union_territory', ['Silvassa', 'Daman', 'Diu']],
  ['Delhi', 'union_territory', ['New Delhi', 'Dwarka', 'Rohini', 'Shahdara', 'Narela', 'Najafgarh']],
  ['Jammu and Kashmir', 'union_territory', ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Udhampur']],
  ['Ladakh', 'union_territory', ['Leh', 'Kargil', 'Diskit']],
  ['Lakshadweep', 'union_territory', ['Kavaratti', 'Agatti', 'Minicoy']],
  ['Puducherry', 'union_territory', ['Puducherry', 'Karaikal', 'Mahe', 'Yanam']],
];

export const states: NewState[] = regions.map(([name, kind], index) => ({ id: index + 1, name, kind }));

let cityId = 0;
export const cities: NewCity[] = regions.flatMap(([, , names], index) =>
  names.map((name) => {
    cityId += 1;
    return { id: cityId, name, state_id: index + 1 };
  }),
);
