/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loyalty_Lines_OwnInputs */

const en_profile_loyalty_lines_own = /** @type {(inputs: Profile_Loyalty_Lines_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your points, line by line`)
};

const de_profile_loyalty_lines_own = /** @type {(inputs: Profile_Loyalty_Lines_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Punkte im Einzelnen`)
};

/**
* | output |
* | --- |
* | "Your points, line by line" |
*
* @param {Profile_Loyalty_Lines_OwnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_lines_own = /** @type {((inputs?: Profile_Loyalty_Lines_OwnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_Lines_OwnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_lines_own(inputs)
	return en_profile_loyalty_lines_own(inputs)
});