/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Status_ConfirmedInputs */

const en_volunteer_status_confirmed = /** @type {(inputs: Volunteer_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const de_volunteer_status_confirmed = /** @type {(inputs: Volunteer_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Volunteer_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_confirmed = /** @type {((inputs?: Volunteer_Status_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_status_confirmed(inputs)
	return en_volunteer_status_confirmed(inputs)
});