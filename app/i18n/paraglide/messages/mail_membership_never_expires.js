/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Membership_Never_ExpiresInputs */

const en_mail_membership_never_expires = /** @type {(inputs: Mail_Membership_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership never expires.`)
};

const de_mail_membership_never_expires = /** @type {(inputs: Mail_Membership_Never_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft läuft nie ab.`)
};

/**
* | output |
* | --- |
* | "Your membership never expires." |
*
* @param {Mail_Membership_Never_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_never_expires = /** @type {((inputs?: Mail_Membership_Never_ExpiresInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Never_ExpiresInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_never_expires(inputs)
	return en_mail_membership_never_expires(inputs)
});