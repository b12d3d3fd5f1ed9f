/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Starts_HintInputs */

const en_volunteer_templates_starts_hint = /** @type {(inputs: Volunteer_Templates_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. -120 = 2 hours before kickoff`)
};

const de_volunteer_templates_starts_hint = /** @type {(inputs: Volunteer_Templates_Starts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. -120 = 2 Stunden vor Anpfiff`)
};

/**
* | output |
* | --- |
* | "e.g. -120 = 2 hours before kickoff" |
*
* @param {Volunteer_Templates_Starts_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_starts_hint = /** @type {((inputs?: Volunteer_Templates_Starts_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Starts_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_starts_hint(inputs)
	return en_volunteer_templates_starts_hint(inputs)
});