/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, to: NonNullable<unknown>, contact: NonNullable<unknown> }} Mail_Email_Change_Notice_TextInputs */

const en_mail_email_change_notice_text = /** @type {(inputs: Mail_Email_Change_Notice_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A change of the email of your ${i?.group} account was requested, to:
${i?.to}

Your email stays this address until the new one is confirmed
with the code we sent there.

If it wasn't you, sign in, cancel the change on your profile,
and tell us at ${i?.contact}.

${i?.group}`)
};

const de_mail_email_change_notice_text = /** @type {(inputs: Mail_Email_Change_Notice_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für dein Konto bei ${i?.group} wurde eine Änderung der E-Mail-Adresse angefordert, auf:
${i?.to}

Deine E-Mail-Adresse bleibt diese, bis die neue mit dem Code
bestätigt ist, den wir dorthin geschickt haben.

Warst du das nicht? Melde dich an, brich die Änderung in deinem Profil ab
und sag uns Bescheid unter ${i?.contact}.

${i?.group}`)
};

/**
* | output |
* | --- |
* | "A change of the email of your {group} account was requested, to: {to} Your email stays this address until the new one is confirmed with the code we sent ther..." |
*
* @param {Mail_Email_Change_Notice_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_change_notice_text = /** @type {((inputs: Mail_Email_Change_Notice_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Change_Notice_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_change_notice_text(inputs)
	return en_mail_email_change_notice_text(inputs)
});