/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_IntroInputs */

const en_volunteer_page_intro = /** @type {(inputs: Volunteer_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lend a hand on match day, at fundraisers and in the community.`)
};

const de_volunteer_page_intro = /** @type {(inputs: Volunteer_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pack mit an: am Spieltag, bei Spendenaktionen und in der Gemeinschaft.`)
};

/**
* | output |
* | --- |
* | "Lend a hand on match day, at fundraisers and in the community." |
*
* @param {Volunteer_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_intro = /** @type {((inputs?: Volunteer_Page_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_intro(inputs)
	return en_volunteer_page_intro(inputs)
});