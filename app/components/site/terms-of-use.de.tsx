import { Link } from "@remix-run/react";

import { LegalSection, MailLink, linkClass, listClass, type LegalText } from "./legal";

/** The group's terms in German: a faithful translation of the English (terms-of-use.tsx). */
export const TERMS_DE: LegalText = {
  intro: ({ groupName, clubName }) => (
    <p className="mt-4">
      {groupName} ist eine unabhängige, ehrenamtlich geführte und gemeinnützige Fangruppe für Fans von {clubName}. Diese Bedingungen legen
      die Grundregeln für die Nutzung unserer Website fest und für die Angebote, die wir darüber machen, etwa Mitgliedschaft, Termine, Shop,
      Mithelfen und Ticketbörse. Bitte lies sie, bevor du die Website nutzt. Du musst mindestens 18 Jahre alt sein, um sie zu nutzen.
    </p>
  ),
  body: ({ groupName, clubName, contactCity, contactEmail }) => (
    <div className="space-y-10 leading-relaxed">
      <LegalSection id="agreement-to-terms" title="Zustimmung zu den Bedingungen">
        <p>
          Wenn du diese Website besuchst, ein Konto anlegst oder Mitglied wirst, stimmst du zu, dich an diese Bedingungen zu halten. Wenn du
          nicht einverstanden bist, nutze die Website bitte nicht.
        </p>
        <p>
          Die Website richtet sich an Erwachsene. Du musst mindestens 18 Jahre alt sein, um sie zu nutzen oder dich anzumelden, und
          bestätigst damit, dass du es bist.
        </p>
        <p>
          {groupName} ist unabhängig von {clubName}; der Verein betreibt diese Website nicht und ist nicht für sie verantwortlich.
        </p>
        <p>
          Wir können diese Bedingungen ab und zu ändern. Dann ändern wir das Datum oben auf dieser Seite. Wenn du die Website nach einer
          Änderung weiter nutzt, akzeptierst du die geänderten Bedingungen; es lohnt sich also, hier von Zeit zu Zeit vorbeizuschauen.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property-rights" title="Geistiges Eigentum">
        <p>
          Sofern nicht anders angegeben, gehören Texte, Fotos, Grafiken, Logos, Merch-Designs und Software auf dieser Website {groupName}{" "}
          oder werden mit Erlaubnis ihrer Eigentümer verwendet.
        </p>
        <p>Gern darfst du:</p>
        <ul className={listClass}>
          <li>Seiten der Website ansehen und Links darauf teilen;</li>
          <li>eine Seite für deinen eigenen, privaten und nicht kommerziellen Gebrauch ausdrucken oder speichern.</li>
        </ul>
        <p>
          Bitte kopiere, verkaufe, veröffentliche oder verwende unsere Inhalte oder Designs nicht für andere Zwecke, ohne vorher unsere
          schriftliche Erlaubnis einzuholen. Namen, Wappen und Marken von {clubName} und anderen auf der Website genannten Organisationen
          gehören ihren jeweiligen Eigentümern.
        </p>
      </LegalSection>

      <LegalSection id="user-representations" title="Zusicherungen der Nutzer:innen">
        <p>Mit der Nutzung der Website bestätigst du, dass:</p>
        <ul className={listClass}>
          <li>du mindestens 18 Jahre alt bist und diesen Bedingungen zustimmen kannst;</li>
          <li>deine Angaben wahr und richtig sind und du sie aktuell hältst;</li>
          <li>du die Website nicht mit Bots, Scrapern oder anderen automatisierten Werkzeugen aufrufst;</li>
          <li>du die Website nicht für Rechtswidriges nutzt oder um jemanden zu belästigen, zu täuschen oder zu schädigen;</li>
          <li>
            alles, was du in der Ticketbörse anbietest, wirklich dir gehört und du dich beim Verkaufen, Tauschen oder Verschenken von
            Tickets an die Ticketregeln des Vereins und an das Gesetz hältst;
          </li>
          <li>du anderen Mitgliedern mit Respekt begegnest, wenn du sie über die Website kontaktierst.</li>
        </ul>
        <p>Wer diese Zusagen bricht, dessen Konto können wir sperren oder schließen und seine Beiträge entfernen.</p>
      </LegalSection>

      <LegalSection id="user-data" title="Nutzerdaten">
        <p>
          Wir speichern die Angaben, die du uns gibst, damit wir die Website betreiben und deine Mitgliedschaft, Bestellungen, Zusagen und
          Helferschichten verwalten können. Wie wir diese Daten erheben, nutzen und schützen, erklärt unsere{" "}
          <Link to="/privacy-policy" className={linkClass}>
            Datenschutzerklärung
          </Link>
          .
        </p>
        <p>
          Wir schützen diese Daten mit vernünftigen Maßnahmen und sichern sie, aber kein System ist perfekt. Du bist für das verantwortlich,
          was du auf der Website einreichst, und wir können nicht versprechen, dass Daten nie verloren gehen oder beschädigt werden.
        </p>
      </LegalSection>

      <LegalSection id="electronic-communications" title="Elektronische Kommunikation">
        <p>
          Die Nutzung der Website, E-Mails an uns und das Ausfüllen von Online-Formularen gelten als elektronische Kommunikation mit uns. Du
          bist einverstanden, dass wir dir antworten und Hinweise, Bestätigungen und andere Nachrichten per E-Mail oder auf der Website
          schicken, und dass diese als „schriftlich“ gelten, wo das Gesetz dies verlangt.
        </p>
        <p>
          Newsletter und Werbe-E-Mails kannst du jederzeit in deinen{" "}
          <Link to="/email-settings" className={linkClass}>
            E-Mail-Einstellungen
          </Link>{" "}
          abschalten. Nachrichten, die du zu deinem Konto, deiner Mitgliedschaft oder deinen Bestellungen brauchst, schicken wir dir
          weiterhin.
        </p>
      </LegalSection>

      <LegalSection id="california-users-and-residents" title="Nutzer:innen mit Wohnsitz in Kalifornien">
        <p>
          Wenn du in Kalifornien lebst und wir eine Beschwerde über die Website nicht zu deiner Zufriedenheit klären konnten, kannst du dich
          schriftlich oder über dessen Website an die Complaint Assistance Unit der Division of Consumer Services des California Department
          of Consumer Affairs wenden.
        </p>
        <p>
          Deine Datenschutzrechte mit Wohnsitz in Kalifornien beschreibt Abschnitt 8 unserer{" "}
          <Link to="/privacy-policy#california-privacy-rights" className={linkClass}>
            Datenschutzerklärung
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="miscellaneous" title="Sonstiges">
        <ul className={listClass}>
          <li>
            Diese Bedingungen bilden zusammen mit unserer Datenschutzerklärung die gesamte Vereinbarung zwischen dir und {groupName} über
            deine Nutzung der Website.
          </li>
          <li>
            Die Website wird von Ehrenamtlichen betreut und so bereitgestellt, wie sie ist. Sie kann zeitweise nicht erreichbar sein oder
            Fehler enthalten, die wir beheben, sobald es uns vernünftigerweise möglich ist.
          </li>
          <li>Wenn wir eine dieser Bedingungen nicht sofort durchsetzen, verzichten wir damit nicht auf das Recht, es später zu tun.</li>
          <li>Erklärt ein Gericht einen Teil dieser Bedingungen für nicht durchsetzbar, gelten die übrigen Bedingungen weiter.</li>
          <li>
            Du darfst deine Rechte aus diesen Bedingungen nicht auf andere übertragen. Wir dürfen unsere übertragen, etwa wenn sich die
            Gruppe neu organisiert.
          </li>
          <li>
            Nichts in diesen Bedingungen macht dich und {groupName} zu Partnern, zu Arbeitgeber und Arbeitnehmer:in oder zu Vertretern des
            jeweils anderen.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="contact-us" title="Kontakt">
        <p>Wenn du eine Frage zu diesen Bedingungen hast oder dich beschweren möchtest, melde dich bei uns:</p>
        <address className="not-italic">
          <span className="block font-medium text-gray-900 dark:text-gray-100">{groupName}</span>
          <span className="block">{contactCity}</span>
          <MailLink email={contactEmail} />
        </address>
      </LegalSection>
    </div>
  ),
};
