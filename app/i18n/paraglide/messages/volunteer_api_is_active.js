/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Api_Is_ActiveInputs */

const en_volunteer_api_is_active = /** @type {(inputs: Volunteer_Api_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive must be true or false`)
};

const de_volunteer_api_is_active = /** @type {(inputs: Volunteer_Api_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive muss true oder false sein`)
};

/**
* | output |
* | --- |
* | "isActive must be true or false" |
*
* @param {Volunteer_Api_Is_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_api_is_active = /** @type {((inputs?: Volunteer_Api_Is_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Api_Is_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_api_is_active(inputs)
	return en_volunteer_api_is_active(inputs)
});