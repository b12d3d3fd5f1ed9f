/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Status_WaitlistedInputs */

const en_volunteer_status_waitlisted = /** @type {(inputs: Volunteer_Status_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlisted`)
};

const de_volunteer_status_waitlisted = /** @type {(inputs: Volunteer_Status_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Warteliste`)
};

/**
* | output |
* | --- |
* | "Waitlisted" |
*
* @param {Volunteer_Status_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_waitlisted = /** @type {((inputs?: Volunteer_Status_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_status_waitlisted(inputs)
	return en_volunteer_status_waitlisted(inputs)
});