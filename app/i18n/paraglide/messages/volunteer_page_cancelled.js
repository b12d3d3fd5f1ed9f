/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_CancelledInputs */

const en_volunteer_page_cancelled = /** @type {(inputs: Volunteer_Page_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup cancelled successfully.`)
};

const de_volunteer_page_cancelled = /** @type {(inputs: Volunteer_Page_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Anmeldung zur Helferschicht ist abgesagt.`)
};

/**
* | output |
* | --- |
* | "Volunteer signup cancelled successfully." |
*
* @param {Volunteer_Page_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_cancelled = /** @type {((inputs?: Volunteer_Page_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_cancelled(inputs)
	return en_volunteer_page_cancelled(inputs)
});