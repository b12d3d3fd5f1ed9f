/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Payment_Not_Set_UpInputs */

const en_profile_payment_not_set_up = /** @type {(inputs: Profile_Payment_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are not set up. Please contact the group about how you pay.`)
};

const de_profile_payment_not_set_up = /** @type {(inputs: Profile_Payment_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenzahlung ist nicht eingerichtet. Frag bitte bei uns nach, wie du bezahlst.`)
};

/**
* | output |
* | --- |
* | "Card payments are not set up. Please contact the group about how you pay." |
*
* @param {Profile_Payment_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_payment_not_set_up = /** @type {((inputs?: Profile_Payment_Not_Set_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Payment_Not_Set_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_payment_not_set_up(inputs)
	return en_profile_payment_not_set_up(inputs)
});