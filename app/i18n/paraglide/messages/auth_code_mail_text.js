/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, group: NonNullable<unknown> }} Auth_Code_Mail_TextInputs */

const en_auth_code_mail_text = /** @type {(inputs: Auth_Code_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your sign-in code is ${i?.code}

It works once, for 10 minutes. If you did not ask for it, ignore this email.

${i?.group}`)
};

const de_auth_code_mail_text = /** @type {(inputs: Auth_Code_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Anmeldecode lautet ${i?.code}

Er gilt einmal, 10 Minuten lang. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail einfach.

${i?.group}`)
};

/**
* | output |
* | --- |
* | "Your sign-in code is {code} It works once, for 10 minutes. If you did not ask for it, ignore this email. {group}" |
*
* @param {Auth_Code_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_code_mail_text = /** @type {((inputs: Auth_Code_Mail_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Mail_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_mail_text(inputs)
	return en_auth_code_mail_text(inputs)
});