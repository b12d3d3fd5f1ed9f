/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_ImpactInputs */

const en_profile_shifts_impact = /** @type {(inputs: Profile_Shifts_ImpactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Impact`)
};

const de_profile_shifts_impact = /** @type {(inputs: Profile_Shifts_ImpactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Beitrag`)
};

/**
* | output |
* | --- |
* | "Your Impact" |
*
* @param {Profile_Shifts_ImpactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_impact = /** @type {((inputs?: Profile_Shifts_ImpactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_ImpactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_impact(inputs)
	return en_profile_shifts_impact(inputs)
});