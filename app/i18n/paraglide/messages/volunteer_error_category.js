/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_CategoryInputs */

const en_volunteer_error_category = /** @type {(inputs: Volunteer_Error_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose match-day, community, fundraising, setup or general`)
};

const de_volunteer_error_category = /** @type {(inputs: Volunteer_Error_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Spieltag, Gemeinschaft, Spendenaktion, Aufbau oder Allgemein`)
};

/**
* | output |
* | --- |
* | "Choose match-day, community, fundraising, setup or general" |
*
* @param {Volunteer_Error_CategoryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_category = /** @type {((inputs?: Volunteer_Error_CategoryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_CategoryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_category(inputs)
	return en_volunteer_error_category(inputs)
});