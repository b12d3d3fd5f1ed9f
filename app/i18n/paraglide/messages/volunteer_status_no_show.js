/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Status_No_ShowInputs */

const en_volunteer_status_no_show = /** @type {(inputs: Volunteer_Status_No_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No-show`)
};

const de_volunteer_status_no_show = /** @type {(inputs: Volunteer_Status_No_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erschienen`)
};

/**
* | output |
* | --- |
* | "No-show" |
*
* @param {Volunteer_Status_No_ShowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_no_show = /** @type {((inputs?: Volunteer_Status_No_ShowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_No_ShowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_status_no_show(inputs)
	return en_volunteer_status_no_show(inputs)
});