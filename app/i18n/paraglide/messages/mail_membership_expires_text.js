/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Membership_Expires_TextInputs */

const en_mail_membership_expires_text = /** @type {(inputs: Mail_Membership_Expires_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.group} membership expires on ${i?.date}.`)
};

const de_mail_membership_expires_text = /** @type {(inputs: Mail_Membership_Expires_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft bei ${i?.group} läuft am ${i?.date} ab.`)
};

/**
* | output |
* | --- |
* | "Your {group} membership expires on {date}." |
*
* @param {Mail_Membership_Expires_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_expires_text = /** @type {((inputs: Mail_Membership_Expires_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Expires_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_expires_text(inputs)
	return en_mail_membership_expires_text(inputs)
});