/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, code: NonNullable<unknown> }} Mail_Email_Change_TextInputs */

const en_mail_email_change_text = /** @type {(inputs: Mail_Email_Change_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to use this address for a ${i?.group} account.

Your confirmation code is ${i?.code}

Enter it on your profile page. It works once, for 10 minutes.
If you did not ask for this, ignore this email:
the address is not used without the code.

${i?.group}`)
};

const de_mail_email_change_text = /** @type {(inputs: Mail_Email_Change_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand möchte diese Adresse für ein Konto bei ${i?.group} verwenden.

Dein Bestätigungscode lautet ${i?.code}

Gib ihn auf deiner Profilseite ein. Er gilt einmal, 10 Minuten lang.
Wenn du das nicht angefordert hast, ignoriere diese E-Mail:
ohne den Code wird die Adresse nicht verwendet.

${i?.group}`)
};

/**
* | output |
* | --- |
* | "Someone asked to use this address for a {group} account. Your confirmation code is {code} Enter it on your profile page. It works once, for 10 minutes. If yo..." |
*
* @param {Mail_Email_Change_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_change_text = /** @type {((inputs: Mail_Email_Change_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Change_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_change_text(inputs)
	return en_mail_email_change_text(inputs)
});