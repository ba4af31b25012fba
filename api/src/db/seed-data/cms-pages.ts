import { brand, formatOfficeAddress } from '@chalein/shared/lib/brand';
import type { NewCmsPage } from '../schema';

// CMS pages (POST /api/cms {id}): 1 terms, 2 privacy, 3 refund, 4 general information.
// Company facts come from the brand module so they are written down once.

const company = brand.legalName;
const product = brand.productName;
const address = formatOfficeAddress();
const mail = (email: string) => `<a href="mailto:${email}">${email}</a>`;
const [verifier, itPartner] = brand.partners;
const lastUpdated = '<p><em>Last updated: 1 November 2026.</em></p>';

const terms = `
${lastUpdated}
<p>These Terms and Conditions govern your use of the ${product} website, the ${product} Rider App and Driver App, and every ride, porter delivery and pass booked through them. They form an agreement between you and ${company}, a company incorporated in India with its office at ${address} ("${product}", "we", "us"). By using our services you accept these terms; if you do not agree, please do not use them.</p>

<h2>1. Our service</h2>
<p>${product} is a technology platform that connects riders and senders of goods with independent driver partners in Bengaluru and for outstation trips from Bengaluru. Driver partners provide the transport; ${product} provides booking, pricing, payments, safety features and support.</p>

<h2>2. Who can use ${product}</h2>
<ul>
<li>You must be at least 18 years old to create an account. A parent or guardian may book rides for a minor and is responsible for them.</li>
<li>You must give true, current details and keep your mobile number and e-mail up to date.</li>
<li>You are responsible for everything done through your account; keep your one-time passwords private.</li>
</ul>

<h2>3. Bookings and fares</h2>
<ul>
<li>The app shows an upfront fare before you book. It may change if you change the destination, add stops, wait beyond the free waiting time, or ask for a route with tolls or parking charges.</li>
<li>Outstation fares include tolls, state permits and the driver allowance shown at booking; night charges apply to trips between 10 pm and 6 am where shown.</li>
<li>Fares include applicable taxes. A receipt is sent to your e-mail after each ride.</li>
<li>Cancelling is free within 3 minutes of booking, or if the driver is more than 5 minutes late against the time shown. Otherwise a cancellation fee, shown before you confirm, is charged on your next ride.</li>
</ul>

<h2>4. Ride passes</h2>
<ul>
<li>Passes (Daylight Saver, Moonlight Saver, Student, Corporate and Gold) are sold at the price shown on the Pricing page and in the app, with the benefits, eligibility and terms shown on each pass page. Those pass terms form part of these Terms.</li>
<li>A pass is linked to the mobile number entered at purchase and cannot be transferred, resold or shared.</li>
<li>A pass is issued only after the payment is confirmed. If payment is confirmed after you closed the page, the pass is still issued to your number.</li>
<li>Passes are not refundable once issued, as set out in our Refund Policy. The Gold Pass carries no refunds.</li>
<li>We may cancel a pass without refund if it is misused, for example by sharing an account, booking rides for resale or giving false eligibility documents.</li>
</ul>

<h2>5. Payments</h2>
<p>You can pay by UPI, card, net banking, ${product} wallet or cash (for rides). Online payments are processed by our payment provider under its own terms; ${product} does not receive or store your card number, CVV, UPI PIN or banking passwords.</p>

<h2>6. Your conduct</h2>
<ul>
<li>Treat drivers, other riders and our staff with respect. Harassment, abuse or discrimination of any kind leads to permanent removal.</li>
<li>Do not carry illegal items, smoke or consume alcohol in the vehicle, or ask the driver to break traffic rules.</li>
<li>You are responsible for damage you cause to a vehicle beyond normal wear, such as spills that need cleaning.</li>
<li>Use the SOS button only in a real emergency; misuse may lead to suspension.</li>
</ul>

<h2>7. Porter service</h2>
<ul>
<li>Describe your goods truthfully and pack fragile items properly. We do not carry cash, jewellery, hazardous or illegal goods, unpacked perishables, live animals, or loads over the vehicle's rated capacity.</li>
<li>Goods in transit are covered up to ₹10,000 per booking against damage or loss caused during the trip, unless you add extra cover at booking. Report damage within 24 hours of delivery with photos.</li>
<li>Someone must be present to hand over and receive the goods. Waiting beyond the free loading time is charged as shown in the app.</li>
</ul>

<h2>8. Driver partners</h2>
<p>Driver partners are independent service providers, not employees of ${product}. To drive with us a person must pass identity and background verification, hold a valid driving licence, vehicle registration, insurance and permits, and follow our community guidelines. Driver passes (Standard, Silver and Gold) are offered in the Driver App on the terms shown there.</p>

<h2>9. Safety features</h2>
<p>${product} offers live location sharing, an SOS button, women-only rides, accident-hotspot alerts and a 24x7 safety desk. These features help, but they do not replace the emergency services; in an emergency, call 112.</p>

<h2>10. Our content</h2>
<p>The ${product} name, logo, apps, website, artwork and text belong to ${company}. You may not copy, modify or use them for commercial purposes without our written permission.</p>

<h2>11. Limitation of liability</h2>
<p>To the extent the law allows, ${product} is not liable for indirect or consequential losses, or for delays caused by traffic, weather, road closures or events outside our control. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or any liability that cannot be limited by law.</p>

<h2>12. Suspension and termination</h2>
<p>You may delete your account at any time from the Rider App. We may suspend or close an account that breaks these terms, after telling you why, except where the law or safety requires us to act at once.</p>

<h2>13. Changes, law and disputes</h2>
<ul>
<li>We may update these terms; we will tell you about important changes in the app or by e-mail before they take effect.</li>
<li>These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction, without affecting your right to approach a consumer commission.</li>
</ul>

<h2>14. Contact</h2>
<p>Questions about these terms: write to ${mail(brand.supportEmail)}, call ${brand.supportPhone}, or write to ${company}, ${address}.</p>
`;

const privacy = `
${lastUpdated}
<p>${company} ("${product}", "we") respects your privacy. This policy explains what personal data we collect through the ${product} website and apps, why we collect it, how long we keep it, and the rights you have as a Data Principal under the <strong>Digital Personal Data Protection Act, 2023</strong> (the "DPDP Act") and the rules made under it. ${company}, ${address}, is the Data Fiduciary for this data.</p>

<h2>1. What we collect and why</h2>
<p>We collect only what each form needs, and every form that asks for personal data tells you what it collects and asks for your consent before you send it.</p>
<ul>
<li><strong>Contact messages</strong>: your first and last name, e-mail, phone number, address and your message. We use them only to reply to you (the address tells us which area of the city your question is about). Kept for 12 months after your query is closed.</li>
<li><strong>Investor enquiries</strong>: your full name, e-mail, mobile and alternative mobile numbers, and your message. We use them to respond to your enquiry. Kept for 24 months after the last contact, unless a relationship with you follows.</li>
<li><strong>Support tickets</strong>: the ticket type, subject and description, and any contact details you add. We use them to resolve your request and to improve our service. Kept for 24 months after the ticket is closed.</li>
<li><strong>Newsletter</strong>: your e-mail address, to send you news from ${product}. Kept until you unsubscribe, and deleted within 30 days after that.</li>
<li><strong>Job applications</strong>: your name, gender, current location, contact number, e-mail, resume, additional information, prior experience, and the name and e-mail of a reference person if you give them. We use them to assess your application and contact you. Resumes are stored privately and are never reachable through a web address. Kept for 12 months after the role is filled, unless you agree to a longer period; if you join us, they become part of your employee record.</li>
<li><strong>Driver registrations</strong>: your name, contact number, driver and vehicle category, referral code, address, PIN code, state and city, vehicle number, wheelchair-accessible vehicle, date of birth, bank account number and IFSC, cheque or cheque book image, driving licence number and images, vehicle registration certificate and vehicle insurance. We use them to verify your identity and eligibility to drive, to run a background check, to meet transport regulations and to pay your earnings.</li>
<li><strong>Aadhaar</strong>: we collect the Aadhaar card only as images of its front and back, and we ask you to upload a <strong>masked Aadhaar</strong> (which shows only the last four digits). We never store your Aadhaar number, and we do not extract it from the images. The images are used only to confirm your identity during verification.</li>
<li><strong>Pass purchases</strong>: your name, mobile number, e-mail and gender, the pass you bought, and the order and payment references and status. We use them to issue the pass, link it to your mobile number, answer questions about it and keep accounting records. Payments are handled by our payment provider; <strong>we do not receive or store card numbers, CVV, UPI PIN or banking passwords</strong>.</li>
<li><strong>Technical data</strong>: your IP address, browser type and the pages you request, used to keep the site secure (for example, limiting repeated form posts) and to fix errors. Kept for 90 days. Your light or dark theme choice is stored only in your own browser. We do not use advertising cookies.</li>
</ul>

<h2>2. How long we keep driver and payment records</h2>
<ul>
<li>If a driver registration is not approved or is withdrawn, its documents are deleted within 90 days of the decision.</li>
<li>For approved drivers, identity and vehicle documents are kept while the driver partners with us and for 3 years after, as transport and safety regulations require.</li>
<li>Bank details, payout records and pass payment records are kept for 8 years, as the Companies Act, 2013 and tax laws require for books of account. Only what those laws need is kept for that period.</li>
</ul>
<p>When a retention period ends, or when the purpose is served and you withdraw consent, we erase the data unless a law requires us to keep it.</p>

<h2>3. Who we share it with</h2>
<p>We never sell personal data. We share it only with Data Processors who work on our behalf under written contracts, and only as much as their task needs:</p>
<ul>
<li>${verifier.name}, for driver identity and background verification;</li>
<li>${itPartner.name}, which runs our IT infrastructure;</li>
<li>our payment provider, to process pass and ride payments, and banks, to pay drivers;</li>
<li>government authorities and the police, when the law requires it or to protect someone's safety in an emergency.</li>
</ul>
<p>Your data is stored on servers in India.</p>

<h2>4. How we protect it</h2>
<p>Identity documents, resumes and bank details are stored outside any public folder under generated file names, checked when they are uploaded, encrypted in transit and at rest, and open only to staff who need them for their work. Access is logged. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.</p>

<h2>5. Consent and how to withdraw it</h2>
<ul>
<li>We process your personal data on the basis of the consent you give on each form, or for a legitimate use allowed by section 7 of the DPDP Act (for example, to comply with a law or respond to a medical emergency).</li>
<li>You can withdraw your consent at any time, as easily as you gave it: use the unsubscribe link in any newsletter, or write to our Grievance Officer below.</li>
<li>When you withdraw consent we stop processing the data for that purpose and erase it within 30 days, unless a law requires us to keep it. Withdrawing consent does not affect processing that took place before, and may mean we cannot continue a service that depends on it (for example, a driver account cannot stay active without verified documents).</li>
</ul>

<h2>6. Your rights as a Data Principal</h2>
<ul>
<li><strong>Access</strong>: ask for a summary of the personal data we hold about you, what we do with it, and who we have shared it with.</li>
<li><strong>Correction and erasure</strong>: ask us to correct, complete or update your data, or to erase data that is no longer needed.</li>
<li><strong>Grievance redressal</strong>: complain to our Grievance Officer and get a response; if you are not satisfied, you may complain to the Data Protection Board of India.</li>
<li><strong>Nomination</strong>: name a person who may exercise these rights for you in the event of your death or incapacity.</li>
</ul>
<p>We answer requests within 30 days. We may ask you to confirm your identity first. Please give accurate information and do not file false or frivolous complaints, as the DPDP Act asks of Data Principals.</p>

<h2>7. Children</h2>
<p>Our services are meant for adults. We do not knowingly process the personal data of a child (a person under 18) without verifiable consent from a parent or lawful guardian, and we do not track or target advertising at children. A Student Pass for a student under 18 must be bought by a parent or guardian.</p>

<h2>8. Grievance Officer</h2>
<p>For any question, request or complaint about your personal data, contact our Grievance Officer:</p>
<ul>
<li>Grievance Officer, ${company}</li>
<li>E-mail: ${mail(brand.supportEmail)} (subject line: "Data protection")</li>
<li>Phone: ${brand.supportPhone}</li>
<li>Address: ${address}</li>
</ul>
<p>We acknowledge every complaint within 48 hours and resolve it within 30 days.</p>

<h2>9. Changes to this policy</h2>
<p>We will post any change on this page with a new date, and tell you by e-mail or in the app before an important change takes effect.</p>
`;

const refund = `
${lastUpdated}
<p>This policy explains when ${product} refunds money for rides, porter deliveries and passes, and how long refunds take. It forms part of our Terms and Conditions.</p>

<h2>1. Ride and porter fares</h2>
<ul>
<li><strong>Overcharges</strong>: if you were charged more than the fare shown, for example for a toll not on your route or a wrong waiting charge, we refund the difference.</li>
<li><strong>Cancellation fees</strong>: if you were charged a cancellation fee but the driver was late by more than 5 minutes, did not come, or asked you to cancel, we refund it in full.</li>
<li><strong>Incomplete rides</strong>: if a ride ends early because of a vehicle breakdown or a driver's fault, you pay only for the distance travelled, and we help you book another ride.</li>
<li><strong>Porter damage or loss</strong>: claims for goods damaged or lost in transit are settled up to ₹10,000 per booking, or the extra cover you added. Report within 24 hours of delivery with photos.</li>
<li>Raise fare refund requests within 7 days of the ride, from the ride's Help page in the app or through the Support page.</li>
</ul>

<h2>2. Ride passes</h2>
<ul>
<li>Daylight Saver, Moonlight Saver, Student and Corporate passes are <strong>not refundable once issued</strong>, whether or not they are used.</li>
<li>The <strong>Gold Pass carries no refunds</strong>: it cannot be cancelled or refunded once issued.</li>
<li>Driver passes (Silver and Gold) bought in the Driver App are not refundable once active. The Standard driver pass is free.</li>
<li>Unused kilometres, free rides or days of a pass cannot be exchanged for cash.</li>
</ul>

<h2>3. When we always refund in full</h2>
<ul>
<li><strong>Paid but no pass</strong>: if money left your account but the pass was not issued, we first check with our payment provider. If the payment succeeded we issue the pass; if it cannot be issued, we refund the full amount.</li>
<li><strong>Failed or cancelled payments</strong>: if a payment fails or you close the checkout, any amount held by your bank is released automatically, usually within 5 to 7 working days.</li>
<li><strong>Duplicate payments</strong>: if you were charged twice for the same order, the extra payment is refunded in full.</li>
<li><strong>Ineligible purchases we reject</strong>: if we cannot accept a Student or Corporate Pass purchase before it is used, for example because the service is not available to you, we refund it in full.</li>
</ul>

<h2>4. How long refunds take</h2>
<ul>
<li>${product} wallet: immediately after approval.</li>
<li>UPI: 3 to 5 working days.</li>
<li>Debit and credit cards, and net banking: 5 to 7 working days, depending on your bank.</li>
<li>Rides paid in cash: refunded to your ${product} wallet, or to your bank account by UPI on request.</li>
</ul>
<p>Refunds always go back to the original payment method unless you ask for the wallet. We send you an e-mail with the refund reference when it is processed.</p>

<h2>5. How to ask for a refund</h2>
<p>Raise a ticket on the Support page and choose <strong>Account Query</strong>, giving your registered mobile number, the date, and the order or payment ID (shown on the payment confirmation). You can also write to ${mail(brand.supportEmail)}. We reply within 2 working days.</p>
`;

const general = `
<h2>About the company</h2>
<p>${product} is operated by ${company}, a private limited company incorporated in India, with its office at ${address}. ${product} connects riders and businesses with verified driver partners for rides and goods delivery.</p>

<h2>Our services</h2>
<ul>
<li><strong>In-city rides</strong> across Bengaluru: bike taxis, autos, hatchback and sedan cabs, wheelchair-accessible taxis and women-only rides.</li>
<li><strong>Outstation rides</strong>: one-way and round trips from Bengaluru to destinations across Karnataka, Tamil Nadu, Kerala and Andhra Pradesh.</li>
<li><strong>${product} Porter</strong>: parcels, business deliveries and house moves with two-wheelers, cargo autos and mini trucks.</li>
<li><strong>Ride passes</strong>: Daylight Saver, Moonlight Saver, Student, Corporate and Gold passes for riders, and Standard, Silver and Gold passes for driver partners.</li>
</ul>

<h2>Where we operate</h2>
<p>In-city rides and porter deliveries are available within Bengaluru city limits, including Electronic City, Whitefield, Yelahanka and Kempegowda International Airport. Outstation rides start from Bengaluru.</p>

<h2>Fares and taxes</h2>
<p>Every fare is shown before you book and includes applicable taxes. Outstation fares include tolls, permits and the driver allowance. A tax receipt is e-mailed after each ride and after each pass purchase.</p>

<h2>Safety</h2>
<p>Every driver is verified with ${verifier.name} before their first ride. Riders can share their live location, use the SOS button, choose a woman driver, and reach our safety desk at any hour. Drivers get alerts near accident-prone stretches of road.</p>

<h2>Our partners</h2>
<ul>
${brand.partners.map((partner) => `<li><strong>${partner.name}</strong>: ${partner.description}</li>`).join('\n')}
</ul>

<h2>Accessibility and languages</h2>
<p>The apps are available in English, Kannada and Hindi, and support voice booking and screen readers. Wheelchair-accessible taxis can be requested in the Rider App. If something on this website is hard to use, please tell us through the Support page.</p>

<h2>Contact</h2>
<ul>
<li>Rider and driver support: ${brand.supportPhone}, ${mail(brand.supportEmail)} (every day, 6 am to midnight; the safety desk is open 24x7)</li>
<li>Careers: ${mail(brand.careersEmail)}</li>
<li>Investors: ${mail(brand.investorEmail)}</li>
<li>Office: ${address}</li>
</ul>
`;

const tidy = (html: string) => html.trim().replace(/\n+/g, '\n');

export const cmsPages: NewCmsPage[] = [
  { id: 1, title: 'Terms and Conditions', description_html: tidy(terms) },
  { id: 2, title: 'Privacy Policy', description_html: tidy(privacy) },
  { id: 3, title: 'Refund Policy', description_html: tidy(refund) },
  { id: 4, title: 'General Information', description_html: tidy(general) },
];
