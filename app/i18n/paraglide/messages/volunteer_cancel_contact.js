/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactInfo: NonNullable<unknown> }} Volunteer_Cancel_ContactInputs */

const en_volunteer_cancel_contact = /** @type {(inputs: Volunteer_Cancel_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please contact the coordinator (${i?.contactInfo}) to cancel.`)
};

const de_volunteer_cancel_contact = /** @type {(inputs: Volunteer_Cancel_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte sag bei der Koordination (${i?.contactInfo}) ab.`)
};

/**
* | output |
* | --- |
* | "Please contact the coordinator ({contactInfo}) to cancel." |
*
* @param {Volunteer_Cancel_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_contact = /** @type {((inputs: Volunteer_Cancel_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_cancel_contact(inputs)
	return en_volunteer_cancel_contact(inputs)
});