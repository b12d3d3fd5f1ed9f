/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loyalty_HeadingInputs */

const en_profile_loyalty_heading = /** @type {(inputs: Profile_Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loyalty points`)
};

const de_profile_loyalty_heading = /** @type {(inputs: Profile_Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Treuepunkte`)
};

/**
* | output |
* | --- |
* | "Loyalty points" |
*
* @param {Profile_Loyalty_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_heading = /** @type {((inputs?: Profile_Loyalty_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_heading(inputs)
	return en_profile_loyalty_heading(inputs)
});