/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Volunteer_Page_WaitlistedInputs */

const en_volunteer_page_waitlisted = /** @type {(inputs: Volunteer_Page_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This opportunity is full: you're number ${i?.position} on the waitlist.`)
};

const de_volunteer_page_waitlisted = /** @type {(inputs: Volunteer_Page_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Schicht ist voll: Du bist Nr. ${i?.position} auf der Warteliste.`)
};

/**
* | output |
* | --- |
* | "This opportunity is full: you're number {position} on the waitlist." |
*
* @param {Volunteer_Page_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_waitlisted = /** @type {((inputs: Volunteer_Page_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_waitlisted(inputs)
	return en_volunteer_page_waitlisted(inputs)
});