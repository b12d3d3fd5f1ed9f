import { Link } from "@remix-run/react";

import { LegalPage, LegalSection, MailLink, linkClass, listClass, type LegalText } from "./legal";
import { TERMS_DE } from "./terms-of-use.de";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { useBranding } from "~/utils/branding";

/** The group's terms in English (the default for any language without its own). */
const TERMS_EN: LegalText = {
  intro: ({ groupName, clubName }) => (
    <p className="mt-4">
      {groupName} is an independent, volunteer-run non-profit supporters group for fans of {clubName}. These terms set out the ground rules
      for using our website and the services we offer through it, such as membership, events, the shop, volunteering and the ticket
      exchange. Please read them before you use the site. You must be at least 18 years old to use it.
    </p>
  ),
  body: ({ groupName, clubName, contactCity, contactEmail }) => (
    <div className="space-y-10 leading-relaxed">
      <LegalSection id="agreement-to-terms" title="Agreement to Terms">
        <p>
          Whenever you browse this website, create an account or become a member, you are agreeing to follow these terms. If you do not
          agree with them, please do not use the site.
        </p>
        <p>
          The site is meant for adults. You must be at least 18 years old to use it or to sign up, and by doing so you confirm that you are.
        </p>
        <p>
          {groupName} is run independently of {clubName}; the club does not operate this site and is not responsible for it.
        </p>
        <p>
          We may change these terms now and then. When we do, we will change the date at the top of this page. If you keep using the site
          after a change, you are accepting the updated terms, so it is worth checking back here from time to time.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property-rights" title="Intellectual Property Rights">
        <p>
          Unless we say otherwise, the text, photos, graphics, logos, merchandise designs and software on this site belong to {groupName} or
          are used with the permission of their owners.
        </p>
        <p>You are welcome to:</p>
        <ul className={listClass}>
          <li>view and share links to pages on the site;</li>
          <li>print or save a page for your own personal, non-commercial use.</li>
        </ul>
        <p>
          Please do not copy, sell, republish or otherwise reuse our content or designs for any other purpose without first getting our
          written permission. Names, crests and trademarks of {clubName} and of any other organisations mentioned on the site belong to
          their respective owners.
        </p>
      </LegalSection>

      <LegalSection id="user-representations" title="User Representations">
        <p>By using the site, you confirm that:</p>
        <ul className={listClass}>
          <li>you are at least 18 years old and able to agree to these terms;</li>
          <li>the information you give us is true and accurate, and you will keep it up to date;</li>
          <li>you will not access the site with bots, scrapers or other automated tools;</li>
          <li>you will not use the site for anything unlawful or to harass, deceive or harm anyone;</li>
          <li>
            anything you list on the ticket exchange is genuinely yours to offer, and you will follow the club&apos;s ticketing rules and
            the law when you sell, trade or give tickets away;
          </li>
          <li>you will treat other members with respect when you contact them through the site.</li>
        </ul>
        <p>If someone breaks these promises, we may suspend or close their account and remove anything they have posted.</p>
      </LegalSection>

      <LegalSection id="user-data" title="User Data">
        <p>
          We keep the information you give us so that we can run the site and manage your membership, orders, RSVPs and volunteer shifts.
          How we collect, use and protect that information is explained in our{" "}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
        <p>
          We take sensible steps to protect and back up this data, but no system is perfect. You are responsible for what you submit to the
          site, and we cannot promise that data will never be lost or damaged.
        </p>
      </LegalSection>

      <LegalSection id="electronic-communications" title="Electronic Communications">
        <p>
          Using the site, emailing us and filling in forms online all count as communicating with us electronically. You agree that we may
          reply and send you notices, confirmations and other messages by email or on the site, and that these count as being &quot;in
          writing&quot; wherever the law asks for that.
        </p>
        <p>
          You can switch off newsletters and promotional email at any time in your{" "}
          <Link to="/email-settings" className={linkClass}>
            email preferences
          </Link>
          . We will still send messages you need about your account, membership or orders.
        </p>
      </LegalSection>

      <LegalSection id="california-users-and-residents" title="California Users and Residents">
        <p>
          If you live in California and we have not been able to sort out a complaint about the site to your satisfaction, you can contact
          the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs, in writing or
          through the Department&apos;s website.
        </p>
        <p>
          Your privacy rights as a California resident are described in section 8 of our{" "}
          <Link to="/privacy-policy#california-privacy-rights" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="miscellaneous" title="Miscellaneous">
        <ul className={listClass}>
          <li>
            These terms, together with our Privacy Policy, are the whole agreement between you and {groupName} about your use of the site.
          </li>
          <li>
            The site is looked after by volunteers and is provided as it is. It may sometimes be unavailable or contain mistakes, which we
            will fix as soon as we reasonably can.
          </li>
          <li>If we do not enforce one of these terms straight away, we have not given up the right to do so later.</li>
          <li>If a court decides that any part of these terms cannot be enforced, the rest of the terms still apply.</li>
          <li>
            You may not pass your rights under these terms to anyone else. We may transfer ours, for example if the group reorganises.
          </li>
          <li>Nothing in these terms makes you and {groupName} partners, employer and employee, or agents of each other.</li>
        </ul>
      </LegalSection>

      <LegalSection id="contact-us" title="Contact Us">
        <p>If you have a question about these terms or want to raise a complaint, please get in touch:</p>
        <address className="not-italic">
          <span className="block font-medium text-gray-900 dark:text-gray-100">{groupName}</span>
          <span className="block">{contactCity}</span>
          <MailLink email={contactEmail} />
        </address>
      </LegalSection>
    </div>
  ),
};

const TERMS: Partial<Record<string, LegalText>> = { en: TERMS_EN, de: TERMS_DE };

/**
 * Terms of Use (served at /terms and /terms-conditions): the frame in the page's language, the
 * text in the page's language where the group has one (English and German here), else English.
 */
export function TermsOfUse() {
  const branding = useBranding();
  const text = TERMS[getLocale()] ?? TERMS_EN;

  return (
    <LegalPage title={m.site_terms_title()} intro={text.intro(branding)}>
      {text.body(branding)}
    </LegalPage>
  );
}
