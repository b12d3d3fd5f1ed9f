/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Category_SetupInputs */

const en_volunteer_category_setup = /** @type {(inputs: Volunteer_Category_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup`)
};

const de_volunteer_category_setup = /** @type {(inputs: Volunteer_Category_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufbau`)
};

/**
* | output |
* | --- |
* | "Setup" |
*
* @param {Volunteer_Category_SetupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_setup = /** @type {((inputs?: Volunteer_Category_SetupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_SetupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_category_setup(inputs)
	return en_volunteer_category_setup(inputs)
});