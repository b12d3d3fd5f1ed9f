/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_Give_TextInputs */

const en_volunteer_page_why_give_text = /** @type {(inputs: Volunteer_Page_Why_Give_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our community work reaches families across the city, well beyond the stadium.`)
};

const de_volunteer_page_why_give_text = /** @type {(inputs: Volunteer_Page_Why_Give_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Arbeit in der Gemeinschaft erreicht Familien in der ganzen Stadt, weit über das Stadion hinaus.`)
};

/**
* | output |
* | --- |
* | "Our community work reaches families across the city, well beyond the stadium." |
*
* @param {Volunteer_Page_Why_Give_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_give_text = /** @type {((inputs?: Volunteer_Page_Why_Give_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Give_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_give_text(inputs)
	return en_volunteer_page_why_give_text(inputs)
});