/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_PastInputs */

const en_volunteer_signup_past = /** @type {(inputs: Volunteer_Signup_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This volunteer shift has already started, so sign-ups are closed.`)
};

const de_volunteer_signup_past = /** @type {(inputs: Volunteer_Signup_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht hat schon begonnen, Anmeldungen sind geschlossen.`)
};

/**
* | output |
* | --- |
* | "This volunteer shift has already started, so sign-ups are closed." |
*
* @param {Volunteer_Signup_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_past = /** @type {((inputs?: Volunteer_Signup_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_past(inputs)
	return en_volunteer_signup_past(inputs)
});