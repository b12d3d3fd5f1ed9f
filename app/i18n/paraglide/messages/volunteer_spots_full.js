/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Spots_FullInputs */

const en_volunteer_spots_full = /** @type {(inputs: Volunteer_Spots_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const de_volunteer_spots_full = /** @type {(inputs: Volunteer_Spots_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voll`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Volunteer_Spots_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_full = /** @type {((inputs?: Volunteer_Spots_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_spots_full(inputs)
	return en_volunteer_spots_full(inputs)
});