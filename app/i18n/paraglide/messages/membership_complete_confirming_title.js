/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Confirming_TitleInputs */

const en_membership_complete_confirming_title = /** @type {(inputs: Membership_Complete_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your payment is being confirmed`)
};

const de_membership_complete_confirming_title = /** @type {(inputs: Membership_Complete_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Deine Zahlung wird bestätigt`)
};

/**
* | output |
* | --- |
* | "Thank you! Your payment is being confirmed" |
*
* @param {Membership_Complete_Confirming_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_confirming_title = /** @type {((inputs?: Membership_Complete_Confirming_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Confirming_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_confirming_title(inputs)
	return en_membership_complete_confirming_title(inputs)
});