/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Membership_Expired_TextInputs */

const en_mail_membership_expired_text = /** @type {(inputs: Mail_Membership_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.group} membership expired on ${i?.date}.`)
};

const de_mail_membership_expired_text = /** @type {(inputs: Mail_Membership_Expired_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft bei ${i?.group} ist am ${i?.date} abgelaufen.`)
};

/**
* | output |
* | --- |
* | "Your {group} membership expired on {date}." |
*
* @param {Mail_Membership_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_expired_text = /** @type {((inputs: Mail_Membership_Expired_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Expired_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_expired_text(inputs)
	return en_mail_membership_expired_text(inputs)
});