import { Link } from "@remix-run/react";

import { InShort, MailLink, linkClass, listClass, type PolicyText } from "./legal";

/** The group's privacy policy in German: a faithful translation of the English (privacy-policy.tsx). */
export const PRIVACY_DE: PolicyText = {
  intro: ({ groupName, clubName }) => (
    <p className="mt-4">
      {groupName} ist eine ehrenamtlich geführte, gemeinnützige Fangruppe von {clubName}. Uns liegt deine Privatsphäre am Herzen, und wir
      erheben nur, was wir brauchen, um die Gruppe zu betreiben. Diese Erklärung sagt dir, welche Daten wir über unsere Website erheben,
      warum, und welche Wahl du hast.
    </p>
  ),
  sections: [
    {
      id: "information-we-collect",
      title: "Welche Daten erheben wir?",
      body: () => (
        <>
          <InShort>die Angaben, die du uns bei der Nutzung der Website gibst, und ein paar automatisch erfasste technische Daten.</InShort>
          <p>Wenn du dich anmeldest, Mitglied wirst oder Funktionen der Website nutzt, gibst du uns unter Umständen:</p>
          <ul className={listClass}>
            <li>deinen Namen, deine E-Mail-Adresse und, falls du eins hinzufügst, ein Profilbild;</li>
            <li>deine Mitgliedsstufe, deinen Status und die Angaben zur Verlängerung;</li>
            <li>Zusagen zu Terminen, Anmeldungen zu Helferschichten und Angebote in der Ticketbörse;</li>
            <li>Bestellungen und die Lieferadresse für Merch;</li>
            <li>deine E-Mail- und Datenschutzeinstellungen.</li>
          </ul>
          <p>
            Wir melden dich über einen Login-Anbieter an, der uns grundlegende Profilangaben wie deinen Namen, deine E-Mail-Adresse und dein
            Bild übermittelt.
          </p>
          <p>
            Bei deinem Besuch erfassen unsere Systeme außerdem einige technische Daten, etwa deine IP-Adresse, Browser und Gerätetyp sowie
            die Seiten, die du aufrufst. Wir nutzen sie, um die Website sicher zu halten und zu verstehen, welche Teile nützlich sind. Der
            Analyse kannst du in deinen{" "}
            <Link to="/privacy-settings" className={linkClass}>
              Datenschutzeinstellungen
            </Link>{" "}
            widersprechen.
          </p>
          <p>
            Karten- und andere Zahlungsdaten gibst du bei unserem Zahlungsdienstleister ein, und nur er speichert sie. Deine vollständige
            Kartennummer sehen oder speichern wir nie.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "Wie nutzen wir deine Daten?",
      body: ({ groupName }) => (
        <>
          <InShort>
            um deine Mitgliedschaft und die gewünschten Leistungen abzuwickeln und dich auf Wunsch auf dem Laufenden zu halten.
          </InShort>
          <p>Wir nutzen deine Daten, um:</p>
          <ul className={listClass}>
            <li>dein Konto und deine Mitgliedschaft anzulegen und zu verwalten;</li>
            <li>deine Merch-Bestellungen anzunehmen und zu liefern;</li>
            <li>deine Zusagen, Helferschichten und Angebote in der Ticketbörse festzuhalten;</li>
            <li>dir Nachrichten zu deinem Konto, deiner Mitgliedschaft, deinen Bestellungen und Schichten zu schicken;</li>
            <li>
              dir Newsletter und Neuigkeiten zu Terminen, Mithelfen, Tickets und dem Shop zu schicken, so wie es deine E-Mail-Einstellungen
              vorsehen;
            </li>
            <li>die Website sicher zu halten und Missbrauch zu verhindern;</li>
            <li>die Website zu verbessern und zu planen, was {groupName} als Nächstes macht;</li>
            <li>unsere rechtlichen und buchhalterischen Pflichten als gemeinnützige Gruppe zu erfüllen.</li>
          </ul>
        </>
      ),
    },
    {
      id: "information-sharing",
      title: "Geben wir deine Daten weiter?",
      body: ({ podProvider }) => (
        <>
          <InShort>
            nur, wenn es nötig ist, um dir eine Leistung zu erbringen, wenn du dich selbst dafür entscheidest oder wenn das Gesetz es
            verlangt. Wir verkaufen deine Daten nie.
          </InShort>
          <p>Wir geben Daten weiter an:</p>
          <ul className={listClass}>
            <li>unseren Zahlungsdienstleister, der Mitgliedsbeiträge und Zahlungen im Shop abwickelt;</li>
            <li>
              unseren Print-on-Demand-Partner ({podProvider}), der Namen, Lieferadresse und Artikel einer Bestellung erhält, um sie
              herzustellen und zu versenden;
            </li>
            <li>die Dienste, die die Website hosten, unsere E-Mails versenden und unsere Mailingliste und unseren Team-Chat betreiben;</li>
            <li>
              andere Mitglieder, für die Angaben, die du zeigen möchtest, etwa deine Angebote in der Ticketbörse und dein Profil, wenn du es
              sichtbar machst;
            </li>
            <li>Behörden, wenn wir gesetzlich dazu verpflichtet sind.</li>
          </ul>
          <p>
            Wir verkaufen, vermieten oder tauschen deine personenbezogenen Daten nicht und geben sie nicht für die Werbung anderer
            Unternehmen weiter.
          </p>
        </>
      ),
    },
    {
      id: "information-retention",
      title: "Wie lange speichern wir deine Daten?",
      body: () => (
        <>
          <InShort>solange dein Konto besteht und wir sie brauchen, es sei denn, das Gesetz verlangt eine längere Aufbewahrung.</InShort>
          <p>
            Wir speichern deine Daten, solange dein Konto besteht und solange wir sie für die Zwecke dieser Erklärung brauchen. Sobald wir
            sie nicht mehr brauchen, löschen oder anonymisieren wir sie. Manche Unterlagen, etwa zu Zahlungen und Bestellungen, müssen wir
            wegen Buchhaltungs- und Steuerregeln unter Umständen länger aufbewahren.
          </p>
        </>
      ),
    },
    {
      id: "keeping-information-safe",
      title: "Wie schützen wir deine Daten?",
      body: () => (
        <>
          <InShort>
            mit vernünftigen technischen und organisatorischen Schutzmaßnahmen, auch wenn kein System vollkommen sicher ist.
          </InShort>
          <p>
            Die Website nutzt verschlüsselte Verbindungen, Zugriff auf Mitgliederdaten haben nur die Ehrenamtlichen, die ihn für ihre
            Aufgabe brauchen, und Zahlungsdaten bleiben bei unserem Zahlungsdienstleister. Trotzdem kann für nichts, was über das Internet
            gesendet wird, vollständige Sicherheit garantiert werden. Halte deine Zugangsdaten deshalb bitte geheim und sag uns Bescheid,
            wenn du glaubst, dass dein Konto missbraucht wurde.
          </p>
        </>
      ),
    },
    {
      id: "information-from-minors",
      title: "Erheben wir Daten von Minderjährigen?",
      body: ({ contactEmail }) => (
        <>
          <InShort>nein. Die Website ist für Menschen ab 18 Jahren.</InShort>
          <p>
            Wir erheben wissentlich keine Daten von Personen unter 18, und du musst mindestens 18 sein, um die Website zu nutzen. Erfahren
            wir, dass jemand unter 18 ein Konto angelegt hat, schließen wir es und löschen die Daten. Wenn du glaubst, dass das passiert
            ist, schreib bitte an <MailLink email={contactEmail} />.
          </p>
        </>
      ),
    },
    {
      id: "privacy-rights",
      title: "Welche Datenschutzrechte hast du?",
      body: () => (
        <>
          <InShort>du kannst dein Konto jederzeit einsehen, ändern oder schließen und Werbe-E-Mails abbestellen.</InShort>
          <p>
            In deinen Kontoeinstellungen kannst du dein Konto jederzeit prüfen, aktualisieren oder schließen. Melde dich an und geh zu
            deinem{" "}
            <Link to="/profile" className={linkClass}>
              Profil
            </Link>
            , um deine Angaben zu korrigieren, oder zu deinen{" "}
            <Link to="/privacy-settings" className={linkClass}>
              Datenschutzeinstellungen
            </Link>
            , um eine Kopie deiner Daten oder die Löschung deines Kontos zu beantragen. Wird ein Konto geschlossen, entfernen wir es aus
            unserem aktiven Bestand, behalten aber unter Umständen einige Daten, wenn wir sie brauchen, um Betrug zu verhindern, Streitfälle
            zu klären oder gesetzliche Pflichten zu erfüllen.
          </p>
          <p>
            In deinen Kontoeinstellungen kannst du auch Werbe-E-Mails abbestellen: Schalte die Nachrichten, die du nicht möchtest, in deinen{" "}
            <Link to="/email-settings" className={linkClass}>
              E-Mail-Einstellungen
            </Link>{" "}
            ab, nutze den Abmeldelink in einer unserer E-Mails oder melde dich bei uns. Nachrichten, die du zu deinem Konto und deinen
            Bestellungen brauchst, schicken wir dir weiterhin.
          </p>
          <p>
            Wir verwenden nur wenige Cookies, zum Beispiel, damit du angemeldet bleibst und dein helles oder dunkles Design gespeichert
            wird. In deinem Browser kannst du Cookies blockieren oder löschen, aber ohne sie funktioniert die Anmeldung nicht.
          </p>
        </>
      ),
    },
    {
      id: "california-privacy-rights",
      title: "Haben Einwohner:innen Kaliforniens besondere Datenschutzrechte?",
      body: ({ contactEmail }) => (
        <>
          <InShort>ja. Einwohner:innen Kaliforniens können uns fragen, wie ihre Daten weitergegeben werden.</InShort>
          <p>
            Nach kalifornischem Recht können Einwohner:innen uns einmal im Jahr kostenlos fragen, welche Kategorien personenbezogener Daten
            wir an andere Unternehmen für deren Direktwerbung weitergegeben haben, und an wen. Wir geben Daten nicht zu diesem Zweck weiter,
            aber du kannst gern fragen: Schreib an <MailLink email={contactEmail} /> mit „California privacy request“ im Betreff, und wir
            antworten dir.
          </p>
        </>
      ),
    },
    {
      id: "policy-updates",
      title: "Ändern wir diese Erklärung?",
      body: () => (
        <>
          <InShort>ja, wenn nötig, und über wichtige Änderungen informieren wir dich.</InShort>
          <p>
            Wir können diese Erklärung von Zeit zu Zeit ändern. Das Datum oben auf der Seite zeigt, wann sie zuletzt geändert wurde. Bei
            einer wichtigen Änderung veröffentlichen wir einen Hinweis auf der Website oder schreiben dir eine E-Mail.
          </p>
        </>
      ),
    },
    {
      id: "contact-us",
      title: "Wie erreichst du uns zu dieser Erklärung?",
      body: ({ groupName, contactCity, contactEmail }) => (
        <>
          <p>Wenn du eine Frage oder ein Anliegen zu dieser Erklärung oder deinen Daten hast, melde dich bei uns:</p>
          <address className="not-italic">
            <span className="block font-medium text-gray-900 dark:text-gray-100">{groupName}</span>
            <span className="block">{contactCity}</span>
            <MailLink email={contactEmail} />
          </address>
        </>
      ),
    },
  ],
};
