/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Cancel_FailedInputs */

const en_volunteer_page_cancel_failed = /** @type {(inputs: Volunteer_Page_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel signup. Please try again.`)
};

const de_volunteer_page_cancel_failed = /** @type {(inputs: Volunteer_Page_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen hat nicht geklappt. Bitte versuch es noch mal.`)
};

/**
* | output |
* | --- |
* | "Failed to cancel signup. Please try again." |
*
* @param {Volunteer_Page_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_cancel_failed = /** @type {((inputs?: Volunteer_Page_Cancel_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Cancel_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_cancel_failed(inputs)
	return en_volunteer_page_cancel_failed(inputs)
});