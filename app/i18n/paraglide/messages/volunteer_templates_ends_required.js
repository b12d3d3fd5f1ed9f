/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Ends_RequiredInputs */

const en_volunteer_templates_ends_required = /** @type {(inputs: Volunteer_Templates_Ends_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends is required (minutes from kickoff)`)
};

const de_volunteer_templates_ends_required = /** @type {(inputs: Volunteer_Templates_Ends_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende fehlt (Minuten ab Anpfiff)`)
};

/**
* | output |
* | --- |
* | "Ends is required (minutes from kickoff)" |
*
* @param {Volunteer_Templates_Ends_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_ends_required = /** @type {((inputs?: Volunteer_Templates_Ends_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Ends_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_ends_required(inputs)
	return en_volunteer_templates_ends_required(inputs)
});