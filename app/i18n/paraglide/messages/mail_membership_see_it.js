/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_See_ItInputs */

const en_mail_membership_see_it = /** @type {(inputs: Mail_Membership_See_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See your membership at ${i?.url}.`)
};

const de_mail_membership_see_it = /** @type {(inputs: Mail_Membership_See_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft findest du unter ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "See your membership at {url}." |
*
* @param {Mail_Membership_See_ItInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_see_it = /** @type {((inputs: Mail_Membership_See_ItInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_See_ItInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_see_it(inputs)
	return en_mail_membership_see_it(inputs)
});