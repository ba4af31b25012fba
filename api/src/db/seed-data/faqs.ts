import type { NewFaq } from '../schema';

// Questions grouped by category. The home teaser shows the first 4 categories (in sort_order) and 3 questions
// of each, with View More when a category has more than 3.
type FaqEntry = [question: string, answer: string];

const groups: Array<[category: string, entries: FaqEntry[]]> = [
  [
    'Booking a ride',
    [
      [
        'How do I book a ride with Chalein?',
        "Open the Chalein Rider App, enter your pick-up point and destination, choose a bike taxi, auto, cab or outstation ride, check the fare shown and tap Book. You will see your driver's name, photo, vehicle number and live position as soon as the ride is accepted.",
      ],
      [
        'Which types of rides can I book?',
        'In Bengaluru you can book bike taxis, autos, hatchback and sedan cabs, wheelchair-accessible taxis and women-only rides. Outside the city you can book one-way or round-trip outstation cabs, and for goods there is Chalein Porter with two-wheelers and mini trucks.',
      ],
      [
        'Can I schedule a ride in advance?',
        'Yes. Tap the clock icon next to Book to schedule a cab or outstation ride up to seven days ahead, for example an early-morning airport drop. We assign a driver about 30 minutes before the pick-up time and send you their details.',
      ],
      [
        'Is the fare fixed before I start?',
        'For city rides the app shows an upfront fare based on distance, expected time and demand. It changes only if you add a stop, change the destination or the route needs tolls or parking you asked for. Outstation fares include tolls and the driver allowance upfront.',
      ],
      [
        'What happens if I cancel a ride?',
        'Cancelling is free within 3 minutes of booking, or at any time if the driver is running more than 5 minutes late against the time shown. After that a small cancellation fee is added to your next ride, and it is shown before you confirm the cancellation.',
      ],
      [
        'Can I book a ride by voice?',
        'Yes. Tap the microphone on the home screen and say where you want to go, for example "auto to Majestic bus stand". Voice booking works in English, Kannada and Hindi, and you always confirm the fare before the ride is booked.',
      ],
    ],
  ],
  [
    'Payments and passes',
    [
      [
        'How can I pay for my ride?',
        'Pay by UPI, debit or credit card, net banking, Chalein wallet or cash. You can change the payment method before the ride ends. Card and UPI payments are handled by our payment provider; Chalein never sees or stores your card number.',
      ],
      [
        'What ride passes can I buy?',
        'Riders can buy the Daylight Saver Pass (339 rupees a day), the Moonlight Saver Pass (379 rupees a night), the Student Pass (469 rupees for 3 months), the Corporate Pass (999 rupees for 3 months) and the Gold Pass (1,399 rupees for 3 months). Compare them on the Pricing page.',
      ],
      [
        'How does the Daylight Saver Pass work?',
        'The Daylight Saver Pass is valid from 6 am to 6 pm on the day you buy it. It covers up to 20 km of rides that day at a flat discount; beyond 20 km you pay 19 rupees per extra kilometre.',
      ],
      [
        'How does the Moonlight Saver Pass work?',
        'The Moonlight Saver Pass is valid from 6 pm to 6 am and gives discounted fares on rides in that window. Each ride is covered up to 20 km, and every kilometre beyond 20 km costs 16 rupees. You can take several rides in the night, and the pass cannot be transferred to anyone else.',
      ],
      [
        'Do I need an account to buy a pass?',
        'No sign-in is needed on the website. Enter your name, mobile number, e-mail and gender, pay, and the pass is linked to your mobile number. Sign in to the Rider App with the same number and the pass is applied to your rides automatically.',
      ],
      [
        'Can I get a refund on a pass?',
        'Passes are not refundable once they are issued, and the Gold Pass carries no refunds at all. If money left your account but no pass was issued, we refund it in full to the original payment method within 5 to 7 working days. See the Refund Policy for details.',
      ],
      [
        'Who can buy the Student and Corporate passes?',
        'The Student Pass is for riders with a valid student ID from a recognised school, college or university. The Corporate Pass is for people employed by a company registered in India. We may ask to see the ID in the app before the discount applies.',
      ],
    ],
  ],
  [
    'Safety',
    [
      [
        'How are Chalein drivers verified?',
        'Every driver goes through identity verification and a background check with our partner VeriTrust ID before their first ride, and we check their driving licence, vehicle registration and insurance. Drivers also complete a road safety and respectful-conduct session.',
      ],
      [
        'How do I share my ride with family?',
        'Tap Share Trip during the ride to send a live tracking link by SMS or WhatsApp. Your contacts can follow the route, the vehicle number and the expected arrival time without installing the app. You can also set trusted contacts who get every night ride automatically.',
      ],
      [
        'What does the SOS button do?',
        'Pressing SOS during a ride alerts our 24x7 safety team and your emergency contacts with your live location and ride details. The safety team calls you within a minute and, if needed, connects you to the police on 112.',
      ],
      [
        'Can I ask for a woman driver?',
        'Yes. Choose Women-only ride when booking to be matched only with women drivers. It is available at all hours in Bengaluru; at busy times the wait may be a few minutes longer.',
      ],
      [
        'What are accident-hotspot alerts?',
        'The Driver App warns drivers when they approach a junction or stretch of road with a history of accidents and suggests a safer speed. Bike taxi riders see the same alerts on the trip screen.',
      ],
    ],
  ],
  [
    'Porter service',
    [
      [
        'What can I send with Chalein Porter?',
        "Documents, parcels, groceries, furniture, appliances and house or office moves within Bengaluru. We do not carry cash, jewellery, hazardous or illegal goods, live animals or anything over the vehicle's rated load.",
      ],
      [
        'Which vehicles are available for porter bookings?',
        'Two-wheelers for parcels up to 20 kg, three-wheeler cargo autos for up to 500 kg, and mini trucks for up to 1,000 kg. The app suggests a vehicle from the items you list and shows the fare before you book.',
      ],
      [
        'Can I get help with loading and unloading?',
        'Yes. Add one or two helpers when booking a mini truck. Helpers carry items up to the second floor by stairs, or any floor with a lift, for a fixed fee shown in the fare breakdown.',
      ],
      [
        'Is my parcel insured?',
        'Goods carried by Chalein Porter are covered up to 10,000 rupees against damage or loss in transit. Declare higher-value items when booking to add extra cover, and take photos before loading.',
      ],
    ],
  ],
  [
    'Drivers',
    [
      [
        'How do I become a Chalein driver?',
        'Register on the Drive with us page or in the Driver App with your contact details, vehicle details, bank account and documents. Our team reviews them, completes the background check and calls you for a short onboarding session, usually within 5 working days.',
      ],
      [
        'Which documents do I need to register?',
        'Your Aadhaar card (front and back, preferably masked so only the last 4 digits show), driving licence (front and back), vehicle registration certificate, vehicle insurance, and a cancelled cheque or the first page of your cheque book. Upload clear JPEG, PNG or PDF files.',
      ],
      [
        'What are the driver passes?',
        'The Standard pass is free for every registered driver. The Silver pass costs 499 rupees a month for drivers with at least 50 completed rides, and the Gold pass costs 999 rupees a month for drivers with at least 100 rides and a rating of 4.5 or more. Driver passes are bought in the Driver App.',
      ],
      [
        'When do drivers get paid?',
        'Earnings from online payments are settled to your bank account every week, on Tuesday, for rides completed up to the previous Sunday. Cash fares are yours at the end of each ride. The Driver App shows every ride, fee and payout.',
      ],
      [
        'Can I drive a bike, an auto or a porter vehicle?',
        'Yes. Choose Cab or Porter as your driver category, and two-wheeler, three-wheeler or four-wheeler as your vehicle. Drivers with wheelchair-accessible vehicles can mark them so accessible ride requests reach them first.',
      ],
      [
        'Is there a referral code for new drivers?',
        'If an existing Chalein driver invited you, enter their referral code in the registration form. Both of you receive a bonus once you complete your first 25 rides.',
      ],
    ],
  ],
  [
    'Account and support',
    [
      [
        'I left something in the vehicle. What should I do?',
        'Open the ride in your trip history and tap Report a lost item. We share your number with the driver through a masked call so you can arrange a return. If the driver cannot be reached, raise a ticket on the Support page.',
      ],
      [
        'How do I raise a complaint or a billing query?',
        'Use Help in the app for a recent ride, or raise a ticket on the Support page and choose Sales Query, Technical Query or Account Query. Most tickets are answered within 24 hours.',
      ],
      [
        'How do I change my mobile number or delete my account?',
        'Go to Profile, then Account settings, in the Rider App. Changing your number needs a one-time password on both numbers. Deleting your account removes your profile; we keep only the records the law requires, as described in our Privacy Policy.',
      ],
      [
        'How can I contact Chalein?',
        'Call our support line or write to our support e-mail, both listed in the footer, or use the Contact Us form. Our office is in Bengaluru and the support team is available every day from 6 am to midnight; the safety team is available 24x7.',
      ],
    ],
  ],
];

let id = 0;
export const faqs: NewFaq[] = groups.flatMap(([category, entries]) =>
  entries.map(([question, answer]) => {
    id += 1;
    return { id, category, question, answer, sort_order: id };
  }),
);
