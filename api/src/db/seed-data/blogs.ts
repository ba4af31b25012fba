import { brand } from '@chalein/shared/lib/brand';
import type { NewBlog } from '../schema';

// The blog (POST /api/blogs and /blog/:slug). image_file is a name under /uploads/blog/; description_html is
// the article, rendered through the sanitized-HTML component.
const verifier = brand.partners[0].name;

export const blogs: NewBlog[] = [
  {
    id: 1,
    slug: 'safe-night-rides-in-bengaluru',
    title: 'Seven habits for a safe ride home at night',
    image_file: 'safe-night-rides.svg',
    published_at: '2026-02-10T12:30:00.000Z',
    description_html: `
<p>Bengaluru works late. Shifts end at midnight, flights land at 2 am, and the best conversations with friends seem to start after dinner. Getting home safely should never be the part you worry about. Here are seven small habits our safety team recommends to every rider, whatever service you use.</p>
<h2>Before the ride</h2>
<ul>
<li><strong>Book inside the app, not on the street.</strong> A ride booked in the app has a verified driver, a recorded route and a fare agreed upfront. Avoid offers from drivers who approach you directly.</li>
<li><strong>Set up trusted contacts once.</strong> In the Rider App, add two or three people under Safety. They will get a live tracking link automatically for every ride you take after 9 pm, without you having to remember.</li>
<li><strong>Choose a women-only ride if you prefer.</strong> Riders who want a woman driver can pick a women-only ride at any hour. At busy times the wait can be a few minutes longer, so book a little early.</li>
</ul>
<h2>When the vehicle arrives</h2>
<ul>
<li><strong>Match three things before you get in:</strong> the vehicle number, the driver's photo and the driver's name. If anything does not match, do not get in; cancel from the app at no charge and tell us.</li>
<li><strong>Share your trip even if you have trusted contacts.</strong> One tap on Share Trip sends a live link by SMS or WhatsApp to anyone, including the friend you just left.</li>
</ul>
<h2>During the ride</h2>
<ul>
<li><strong>Know where the SOS button is.</strong> It sits at the top of the trip screen. Pressing it alerts our 24x7 safety desk and your emergency contacts with your live location. The safety team calls you within a minute and can connect you to the police on 112.</li>
<li><strong>Follow the route on the map.</strong> Our drivers see accident-hotspot alerts and sometimes take a slightly longer but safer road. If the route changes in a way you do not understand, ask the driver, or message support from the trip screen.</li>
</ul>
<h2>What we do on our side</h2>
<p>Every Chalein driver passes identity verification and a background check before their first ride, and completes a session on respectful conduct. Rides that stop unexpectedly for a long time, or leave the planned route far behind, are flagged to our safety desk automatically, and someone checks in with you.</p>
<p>If you ride often at night, the <strong>Moonlight Saver Pass</strong> makes those trips cheaper too: discounted fares between 6 pm and 6 am, with each ride covered up to 20 km. Safe and affordable should go together.</p>
<p>Have a suggestion that would make your ride home feel safer? Raise a ticket on our Support page. Our safety team reads every one.</p>
`.trim(),
  },
  {
    id: 2,
    slug: 'daylight-or-moonlight-which-pass-saves-more',
    title: 'Daylight or Moonlight: which saver pass is right for you?',
    image_file: 'daylight-vs-moonlight.svg',
    published_at: '2026-04-02T06:00:00.000Z',
    description_html: `
<p>Our two limited-edition passes are built for different days. The <strong>Daylight Saver Pass</strong> costs ₹339 instead of ₹429 and covers your daytime riding. The <strong>Moonlight Saver Pass</strong> costs ₹379 instead of ₹429 and covers your evenings and nights. Both are open to every registered rider and both are bought for a single day or night. Here is how to decide.</p>
<h2>How the Daylight Saver Pass works</h2>
<ul>
<li>Valid from 6 am to 6 pm.</li>
<li>Covers up to 20 km of rides in the day, across as many rides as you like, with a flat discount on every ride in that window.</li>
<li>After the first 20 km you pay just ₹19 per km.</li>
</ul>
<p>It suits days packed with short trips: a round of client meetings in the CBD, a hospital visit followed by errands, or a day of house-hunting across three neighbourhoods. If your rides that day would add up to more than ₹339 at regular fares, the pass wins.</p>
<h2>How the Moonlight Saver Pass works</h2>
<ul>
<li>Valid from 6 pm to 6 am.</li>
<li>Discounted fares on every ride in that window, with each ride covered up to 20 km.</li>
<li>Beyond 20 km in a single ride, you pay ₹16 per km.</li>
<li>It is linked to your mobile number and cannot be transferred.</li>
</ul>
<p>It suits late shifts, evenings out and early flights. Because the 20 km allowance applies to each ride, a night with a long ride out and a long ride back still fits comfortably.</p>
<h2>A quick way to choose</h2>
<ul>
<li><strong>Most of your riding is before 6 pm?</strong> Take the Daylight Saver.</li>
<li><strong>You ride after work, or your shift ends late?</strong> Take the Moonlight Saver.</li>
<li><strong>You ride every day, day and night?</strong> Look at the three-month passes instead: the Student Pass (20% off for ₹469), the Corporate Pass (15% off and a free ride on eligible days for ₹999) or the Gold Pass (30% off unlimited in-city rides, free airport transfers and a free ride after every 5 rides for ₹1,399).</li>
</ul>
<h2>Buying a pass</h2>
<p>Open the pass page from Pricing, tap Buy Pass Now, and enter your name, mobile number, e-mail and gender. No sign-in is needed on the website. Once the payment is confirmed, sign in to the Rider App with the same mobile number and the pass applies to your rides automatically.</p>
<p>One thing to remember: passes are not refundable once issued, so check the timings above before you buy. If your payment goes through but you do not see the pass, do not pay again; our system confirms the payment with the provider and issues the pass, or refunds you in full.</p>
`.trim(),
  },
  {
    id: 3,
    slug: 'moving-house-with-chalein-porter',
    title: 'Moving house in Bengaluru? A checklist for a calm moving day',
    image_file: 'moving-house-with-porter.svg',
    published_at: '2026-05-20T08:00:00.000Z',
    description_html: `
<p>Moving within Bengaluru is a rite of passage: a new job in Whitefield, a bigger flat in JP Nagar, or a first home of your own. With Chalein Porter you can book a cargo vehicle and helpers from your phone and know the price before anything is lifted. This checklist will make the day itself calm.</p>
<h2>One week before</h2>
<ul>
<li><strong>Declutter first.</strong> Every item you give away is one less to pack, carry and pay for.</li>
<li><strong>List your big items.</strong> The app suggests a vehicle from your list: a cargo auto takes up to 500 kg, enough for a studio flat; a mini truck takes up to 1,000 kg, enough for most one-bedroom homes.</li>
<li><strong>Check building rules.</strong> Many apartment societies allow moving only at certain hours and need the lift booked. Ask the association and get a gate pass if needed.</li>
</ul>
<h2>Two days before</h2>
<ul>
<li><strong>Pack room by room</strong> and write the room and contents on each box. Put heavy things in small boxes and light things in big ones.</li>
<li><strong>Wrap fragile items</strong> in newspaper or bedsheets. Keep glass tabletops and mirrors upright and mark them clearly.</li>
<li><strong>Book your slot.</strong> Schedule the porter booking for a time within your society's moving hours. Add one or two helpers if you do not want to carry boxes yourself; helpers carry up to the second floor by stairs, or any floor with a lift.</li>
</ul>
<h2>On moving day</h2>
<ul>
<li><strong>Keep an essentials bag with you</strong>: documents, chargers, medicines, a change of clothes, and the kettle. It should not go in the truck.</li>
<li><strong>Take photos</strong> of valuable items before loading. Goods carried by Chalein Porter are covered up to ₹10,000 per booking for damage or loss in transit, and you can add cover for more valuable items at booking.</li>
<li><strong>Be there at both ends</strong>, or ask someone you trust, to hand over and receive your things.</li>
<li><strong>Share the trip</strong> with whoever is waiting at the new home so they know when the vehicle will arrive.</li>
</ul>
<h2>What Chalein Porter will not carry</h2>
<p>For everyone's safety we do not carry cash, jewellery, gas cylinders or other hazardous goods, illegal items, live animals or loads over the vehicle's rated capacity. Keep valuables with you.</p>
<h2>After the move</h2>
<p>Check your items once unloaded and report any damage within 24 hours from the booking's Help page, with photos. And if you only need a sofa or a washing machine moved next month, a single porter booking works just as well for one item.</p>
`.trim(),
  },
  {
    id: 4,
    slug: 'weekend-getaways-from-bengaluru',
    title: 'Five weekend getaways from Bengaluru by outstation cab',
    image_file: 'weekend-getaways.svg',
    published_at: '2026-07-18T05:30:00.000Z',
    description_html: `
<p>Some of South India's loveliest places are a few hours' drive from Bengaluru. An outstation cab lets everyone enjoy the view, including the person who usually drives. Chalein outstation fares include tolls, state permits and the driver allowance, so the price you see is the price you pay. Here are five favourites from our riders.</p>
<h2>1. Mysuru (about 145 km, 3 hours)</h2>
<p>The palace lit up on a Sunday evening, the Devaraja market, and a detour to the Srirangapatna ruins on the way. The expressway makes it an easy day trip, but stay the night if you can and visit Chamundi Hill at sunrise.</p>
<h2>2. Coorg (about 250 km, 5 to 6 hours)</h2>
<p>Coffee estates, misty mornings, Abbey Falls and the Dubare elephant camp. The last stretch winds through the hills, so take a sedan or SUV if you travel with a lot of luggage and plan to leave early to reach before dark.</p>
<h2>3. Chikkamagaluru (about 240 km, 5 hours)</h2>
<p>Trek to Mullayanagiri, Karnataka's highest peak, or simply sit on a homestay porch with filter coffee grown a few metres away. The monsoon months turn everything an impossible shade of green.</p>
<h2>4. Nandi Hills (about 60 km, 1.5 hours)</h2>
<p>The classic sunrise trip. Book a cab for 4 am, wrap up warm, and watch the clouds roll in below you. A round trip is ideal here: the driver waits while you walk the hilltop, and you are back in the city for breakfast.</p>
<h2>5. Ooty via Bandipur (about 270 km, 6 to 7 hours)</h2>
<p>The road through the Bandipur and Mudumalai forests is a trip in itself; keep your eyes open for deer and elephants, and remember the forest roads close at night. Ooty's tea gardens and the toy train are waiting at the top of the ghat road.</p>
<h2>Tips for a smooth outstation trip</h2>
<ul>
<li><strong>Schedule ahead.</strong> You can book up to seven days in advance; the driver is assigned about 30 minutes before pick-up.</li>
<li><strong>Choose one-way or round trip.</strong> One-way suits a drop at a relative's home; a round trip suits a weekend away, with the driver staying over.</li>
<li><strong>Plan stops.</strong> Drivers take a short break every two to three hours, which is good for everyone.</li>
<li><strong>Share your trip</strong> with family, as you would in the city. Live tracking and the SOS button work on outstation rides too.</li>
</ul>
<p>Wherever you go, travel light, leave only footprints, and enjoy the joyride.</p>
`.trim(),
  },
  {
    id: 5,
    slug: 'becoming-a-chalein-driver',
    title: 'How to become a Chalein driver partner, step by step',
    image_file: 'becoming-a-chalein-driver.svg',
    published_at: '2026-09-05T07:00:00.000Z',
    description_html: `
<p>Thousands of people in Bengaluru earn with Chalein, driving cabs, autos, bike taxis and porter vehicles on their own schedule. If you are thinking of joining them, this guide explains what you need and what happens after you register.</p>
<h2>Who can drive with Chalein</h2>
<ul>
<li>You are at least 18 years old and hold a valid driving licence for your vehicle type.</li>
<li>Your vehicle has a valid registration certificate, insurance and, for cabs and autos, the right permit.</li>
<li>You have a bank account in your name for your weekly payouts.</li>
</ul>
<h2>Documents to keep ready</h2>
<ul>
<li>Aadhaar card, front and back. <strong>Please upload a masked Aadhaar</strong>, which shows only the last four digits; you can download one from the UIDAI website. We never store your Aadhaar number.</li>
<li>Driving licence, front and back.</li>
<li>Vehicle registration certificate and vehicle insurance.</li>
<li>A cancelled cheque and the first page of your cheque book.</li>
</ul>
<p>Clear photos or scans as JPEG, PNG or PDF work best. Make sure all four corners are visible and the text can be read.</p>
<h2>Registering</h2>
<p>Fill in the form on our Drive with us page, or in the Driver App. You will choose your driver category (cab or porter), your vehicle category (two-wheeler, three-wheeler or four-wheeler), and tell us if your vehicle is wheelchair accessible. If an existing Chalein driver invited you, add their referral code: you both receive a bonus after your first 25 rides.</p>
<h2>What happens next</h2>
<ul>
<li><strong>Document check</strong>: our Driver Success team checks your documents, usually within two working days.</li>
<li><strong>Background verification</strong>: our partner ${verifier} verifies your identity and runs a background check.</li>
<li><strong>Onboarding session</strong>: a short session at our office or a driver hub on the Driver App, safety, respectful conduct and accessible rides.</li>
<li><strong>First ride</strong>: most drivers are on the road within five working days of registering.</li>
</ul>
<h2>Driver passes</h2>
<p>Every driver starts on the free <strong>Standard</strong> pass. After 50 completed rides you can buy the <strong>Silver</strong> pass for ₹499 a month, for lower commission and priority ride requests. With 100 rides and a rating of 4.5 or more, the <strong>Gold</strong> pass for ₹999 a month brings zero commission on in-city rides and daily payouts. Passes are bought in the Driver App.</p>
<p>Questions along the way? Our Driver Success help desk is open six days a week, and the driver support line is open every day.</p>
`.trim(),
  },
  {
    id: 6,
    slug: 'how-we-verify-drivers',
    title: 'Behind the badge: how we verify every Chalein driver',
    image_file: 'how-we-verify-drivers.svg',
    published_at: '2026-10-22T09:00:00.000Z',
    description_html: `
<p>When a Chalein vehicle arrives, the driver's name and photo in your app come with a quiet promise: this person has been checked. Riders often ask what that check involves, so here is the whole process, from the first upload to the first ride.</p>
<h2>Step 1: documents, checked by people</h2>
<p>Every applicant uploads their Aadhaar card (we ask for a masked copy and never store the number), driving licence, vehicle registration certificate, insurance and bank details. Our Driver Success team checks each one by hand: that the names match, that the licence covers the vehicle type, and that registration and insurance are valid. Files are checked by their contents, not just their names, and kept in private storage that no web address can reach.</p>
<h2>Step 2: identity and background verification</h2>
<p>Our partner <strong>${verifier}</strong> confirms that the applicant is who they say they are and runs a background check, including court and police records where the law allows. An applicant with a record of violent crime, sexual offences or serious traffic offences cannot drive with Chalein.</p>
<h2>Step 3: training before the first ride</h2>
<p>New drivers attend an onboarding session on:</p>
<ul>
<li>using the Driver App, including the SOS button and accident-hotspot alerts;</li>
<li>respectful conduct, with clear rules on harassment and discrimination;</li>
<li>helping riders with disabilities and using wheelchair ramps;</li>
<li>safe driving habits for Bengaluru's roads, in rain and at night.</li>
</ul>
<h2>Step 4: checks that continue</h2>
<p>Verification is not a one-time event:</p>
<ul>
<li>Drivers take a selfie at random times before going online, so the person driving is the person we verified.</li>
<li>Licence, insurance and permit expiry dates are tracked, and a driver cannot go online with an expired document.</li>
<li>Background checks are repeated every year.</li>
<li>Rider ratings and reports are reviewed every week. Serious reports are handled by our safety team at once, and the driver is paused while we look into them.</li>
</ul>
<h2>Protecting drivers' data too</h2>
<p>Verification means we hold sensitive information about our drivers, and we treat it with care. Documents are used only for verification and legal compliance, seen only by the staff who need them, and deleted when they are no longer needed, as our Privacy Policy explains under the Digital Personal Data Protection Act, 2023.</p>
<p>If something about a ride ever feels wrong, tell us from the trip screen or the Support page. Every report helps keep the badge meaningful.</p>
`.trim(),
  },
];
