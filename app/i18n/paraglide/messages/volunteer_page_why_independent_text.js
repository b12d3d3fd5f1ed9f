/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_Independent_TextInputs */

const en_volunteer_page_why_independent_text = /** @type {(inputs: Volunteer_Page_Why_Independent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group runs on volunteers: every shift keeps membership cheap and the voice of supporters loud.`)
};

const de_volunteer_page_why_independent_text = /** @type {(inputs: Volunteer_Page_Why_Independent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gruppe lebt vom Mithelfen: Jede Schicht hält die Mitgliedschaft günstig und die Stimme der Fans laut.`)
};

/**
* | output |
* | --- |
* | "The group runs on volunteers: every shift keeps membership cheap and the voice of supporters loud." |
*
* @param {Volunteer_Page_Why_Independent_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_independent_text = /** @type {((inputs?: Volunteer_Page_Why_Independent_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Independent_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_independent_text(inputs)
	return en_volunteer_page_why_independent_text(inputs)
});