/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, code: NonNullable<unknown> }} Auth_Code_Mail_SubjectInputs */

const en_auth_code_mail_subject = /** @type {(inputs: Auth_Code_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.group} sign-in code: ${i?.code}`)
};

const de_auth_code_mail_subject = /** @type {(inputs: Auth_Code_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Anmeldecode für ${i?.group}: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Your {group} sign-in code: {code}" |
*
* @param {Auth_Code_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_code_mail_subject = /** @type {((inputs: Auth_Code_Mail_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Mail_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_mail_subject(inputs)
	return en_auth_code_mail_subject(inputs)
});