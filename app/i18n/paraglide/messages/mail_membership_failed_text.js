/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Membership_Failed_TextInputs */

const en_mail_membership_failed_text = /** @type {(inputs: Mail_Membership_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not take your membership payment of ${i?.amount}.`)
};

const de_mail_membership_failed_text = /** @type {(inputs: Mail_Membership_Failed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Mitgliedsbeitrag über ${i?.amount} nicht einziehen.`)
};

/**
* | output |
* | --- |
* | "We could not take your membership payment of {amount}." |
*
* @param {Mail_Membership_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_failed_text = /** @type {((inputs: Mail_Membership_Failed_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Failed_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_failed_text(inputs)
	return en_mail_membership_failed_text(inputs)
});