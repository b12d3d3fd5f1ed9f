/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Mail_Membership_Failed_Text_ReasonInputs */

const en_mail_membership_failed_text_reason = /** @type {(inputs: Mail_Membership_Failed_Text_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not take your membership payment of ${i?.amount}: ${i?.reason}`)
};

const de_mail_membership_failed_text_reason = /** @type {(inputs: Mail_Membership_Failed_Text_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Mitgliedsbeitrag über ${i?.amount} nicht einziehen: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "We could not take your membership payment of {amount}: {reason}" |
*
* @param {Mail_Membership_Failed_Text_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_failed_text_reason = /** @type {((inputs: Mail_Membership_Failed_Text_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Failed_Text_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_failed_text_reason(inputs)
	return en_mail_membership_failed_text_reason(inputs)
});