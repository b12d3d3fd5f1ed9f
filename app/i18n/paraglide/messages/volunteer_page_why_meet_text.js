/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_Meet_TextInputs */

const en_volunteer_page_why_meet_text = /** @type {(inputs: Volunteer_Page_Why_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts are the fastest way to get to know the people you stand next to every week.`)
};

const de_volunteer_page_why_meet_text = /** @type {(inputs: Volunteer_Page_Why_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über Schichten lernst du am schnellsten die Leute kennen, neben denen du jede Woche stehst.`)
};

/**
* | output |
* | --- |
* | "Shifts are the fastest way to get to know the people you stand next to every week." |
*
* @param {Volunteer_Page_Why_Meet_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_meet_text = /** @type {((inputs?: Volunteer_Page_Why_Meet_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Meet_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_meet_text(inputs)
	return en_volunteer_page_why_meet_text(inputs)
});