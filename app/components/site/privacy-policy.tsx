import { Link } from "@remix-run/react";

import { InShort, LegalPage, MailLink, headingClass, linkClass, listClass, type PolicySection, type PolicyText } from "./legal";
import { PRIVACY_DE } from "./privacy-policy.de";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { useBranding } from "~/utils/branding";

const SECTIONS: PolicySection[] = [
  {
    id: "information-we-collect",
    title: "What information do we collect?",
    body: () => (
      <>
        <InShort>the details you give us when you use the site, plus a little technical information collected automatically.</InShort>
        <p>When you sign in, join, or use the site&apos;s features, you may give us:</p>
        <ul className={listClass}>
          <li>your name, email address and, if you add one, a profile picture;</li>
          <li>your membership level, status and renewal details;</li>
          <li>event RSVPs, volunteer sign-ups and ticket exchange listings;</li>
          <li>orders and the delivery address for merchandise;</li>
          <li>your email preferences and privacy settings.</li>
        </ul>
        <p>We sign you in through a login provider, which passes us basic profile details such as your name, email address and picture.</p>
        <p>
          When you visit, our systems also record some technical details, such as your IP address, browser and device type, and the pages
          you view. We use these to keep the site secure and to understand which parts of it are useful. You can opt out of analytics in
          your{" "}
          <Link to="/privacy-settings" className={linkClass}>
            privacy settings
          </Link>
          .
        </p>
        <p>
          Card and other payment details are entered with, and held by, our payment processor. We never see or store your full card number.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How do we use your information?",
    body: ({ groupName }) => (
      <>
        <InShort>to run your membership and the services you ask for, and to keep you informed if you want us to.</InShort>
        <p>We use your information to:</p>
        <ul className={listClass}>
          <li>create and manage your account and membership;</li>
          <li>take and deliver your merchandise orders;</li>
          <li>record your event RSVPs, volunteer shifts and ticket exchange listings;</li>
          <li>send you messages about your account, membership, orders and shifts;</li>
          <li>send newsletters and news about events, volunteering, tickets and the shop, in line with your email preferences;</li>
          <li>keep the site safe and prevent misuse;</li>
          <li>improve the site and plan what {groupName} does next;</li>
          <li>meet our legal and accounting duties as a non-profit.</li>
        </ul>
      </>
    ),
  },
  {
    id: "information-sharing",
    title: "Will your information be shared with anyone?",
    body: ({ podProvider }) => (
      <>
        <InShort>
          only when it is needed to provide a service to you, when you choose to share it, or when the law requires it. We never sell your
          information.
        </InShort>
        <p>We share information with:</p>
        <ul className={listClass}>
          <li>our payment processor, which handles membership fees and shop payments;</li>
          <li>
            our print-on-demand partner ({podProvider}), which receives the name, delivery address and items of an order so it can make and
            ship it;
          </li>
          <li>the services that host the site, send our email and run our mailing list and team chat;</li>
          <li>
            other members, for the details you choose to show, such as your ticket exchange listings and your profile if you make it
            visible;
          </li>
          <li>public authorities, when we are legally required to.</li>
        </ul>
        <p>We do not sell, rent or trade your personal information, and we do not share it for other companies&apos; marketing.</p>
      </>
    ),
  },
  {
    id: "information-retention",
    title: "How long do we keep your information?",
    body: () => (
      <>
        <InShort>for as long as your account is open and we need it, unless the law says we must keep it longer.</InShort>
        <p>
          We keep your information while your account is open and for as long as we need it for the purposes in this policy. Once we no
          longer need it, we delete it or make it anonymous. Some records, such as payment and order records, may need to be kept longer to
          meet accounting and tax rules.
        </p>
      </>
    ),
  },
  {
    id: "keeping-information-safe",
    title: "How do we keep your information safe?",
    body: () => (
      <>
        <InShort>with sensible technical and organisational safeguards, though no system is completely secure.</InShort>
        <p>
          The site uses encrypted connections, access to member data is limited to the volunteers who need it for their role, and payment
          details stay with our payment processor. Even so, nothing sent over the internet can be guaranteed to be completely secure, so
          please keep your login details private and let us know if you think your account has been misused.
        </p>
      </>
    ),
  },
  {
    id: "information-from-minors",
    title: "Do we collect information from minors?",
    body: ({ contactEmail }) => (
      <>
        <InShort>no. The site is for people aged 18 and over.</InShort>
        <p>
          We do not knowingly collect information from anyone under 18, and you must be at least 18 to use the site. If we find out that
          someone under 18 has created an account, we will close it and delete their information. If you think this has happened, please
          email <MailLink email={contactEmail} />.
        </p>
      </>
    ),
  },
  {
    id: "privacy-rights",
    title: "What are your privacy rights?",
    body: () => (
      <>
        <InShort>you can see, change or close your account and stop marketing email whenever you like.</InShort>
        <p>
          Your account settings let you review, update or close your account at any time. Sign in and go to your{" "}
          <Link to="/profile" className={linkClass}>
            profile
          </Link>{" "}
          to correct your details, or to your{" "}
          <Link to="/privacy-settings" className={linkClass}>
            privacy settings
          </Link>{" "}
          to request a copy of your data or the deletion of your account. When an account is closed, we remove it from our active records,
          though we may keep some information where we need it to prevent fraud, settle disputes or meet legal requirements.
        </p>
        <p>
          Your account settings also let you opt out of marketing email: turn off the messages you don&apos;t want in your{" "}
          <Link to="/email-settings" className={linkClass}>
            email preferences
          </Link>
          , use the unsubscribe link in any of our emails, or contact us. We will still send the messages you need about your account and
          orders.
        </p>
        <p>
          We use a small number of cookies, for example to keep you signed in and remember your light or dark theme. Your browser lets you
          block or delete cookies, but signing in will not work without them.
        </p>
      </>
    ),
  },
  {
    id: "california-privacy-rights",
    title: "Do California residents have specific privacy rights?",
    body: ({ contactEmail }) => (
      <>
        <InShort>yes. California residents can ask us how their information is shared.</InShort>
        <p>
          California law lets residents ask us, once a year and free of charge, which categories of personal information we have shared with
          other businesses for their own direct marketing, and with whom. We do not share information for that purpose, but you are welcome
          to ask: email <MailLink email={contactEmail} /> with &quot;California privacy request&quot; in the subject line and we will reply.
        </p>
      </>
    ),
  },
  {
    id: "policy-updates",
    title: "Do we make updates to this policy?",
    body: () => (
      <>
        <InShort>yes, when needed, and we will tell you about important changes.</InShort>
        <p>
          We may update this policy from time to time. The date at the top of the page shows when it last changed. If we make an important
          change, we will post a notice on the site or email you.
        </p>
      </>
    ),
  },
  {
    id: "contact-us",
    title: "How can you contact us about this policy?",
    body: ({ groupName, contactCity, contactEmail }) => (
      <>
        <p>If you have a question or concern about this policy or your information, please get in touch:</p>
        <address className="not-italic">
          <span className="block font-medium text-gray-900 dark:text-gray-100">{groupName}</span>
          <span className="block">{contactCity}</span>
          <MailLink email={contactEmail} />
        </address>
      </>
    ),
  },
];

/** The group's policy in English (the default for any language without its own). */
const PRIVACY_EN: PolicyText = {
  intro: (branding) => (
    <p className="mt-4">
      {branding.groupName} is a volunteer-run non-profit supporters group of {branding.clubName}. We care about your privacy and only
      collect what we need to run the group. This policy explains what information we collect through our website, why, and the choices you
      have.
    </p>
  ),
  sections: SECTIONS,
};

const POLICIES: Partial<Record<string, PolicyText>> = { en: PRIVACY_EN, de: PRIVACY_DE };

/**
 * Privacy Policy (served at /privacy and /privacy-policy): the frame in the page's language, the
 * text in the page's language where the group has one (English and German here), else English.
 */
export function PrivacyPolicy() {
  const branding = useBranding();
  const policy = POLICIES[getLocale()] ?? PRIVACY_EN;

  return (
    <LegalPage title={m.site_privacy_title()} intro={policy.intro(branding)}>
      <nav aria-labelledby="privacy-contents" className="mb-10 rounded-lg bg-gray-50 p-5 dark:bg-gray-800">
        <p id="privacy-contents" className="font-semibold text-gray-900 dark:text-gray-100">
          {m.site_legal_contents()}
        </p>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10 leading-relaxed">
        {policy.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="space-y-3">
            <h2 id={section.id} className={`scroll-mt-24 ${headingClass}`}>
              {index + 1}. {section.title}
            </h2>
            {section.body(branding)}
          </section>
        ))}
      </div>
    </LegalPage>
  );
}
