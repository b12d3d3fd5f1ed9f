/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ clubName: NonNullable<unknown> }} Site_Home_IntroInputs */

const en_site_home_intro = /** @type {(inputs: Site_Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The independent supporters group of ${i?.clubName}. Matches, watch parties, travel and community — together.`)
};

const de_site_home_intro = /** @type {(inputs: Site_Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die unabhängige Fangruppe von ${i?.clubName}. Spiele, Public Viewing, Auswärtsfahrten und Gemeinschaft – zusammen.`)
};

/**
* | output |
* | --- |
* | "The independent supporters group of {clubName}. Matches, watch parties, travel and community — together." |
*
* @param {Site_Home_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_intro = /** @type {((inputs: Site_Home_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_intro(inputs)
	return en_site_home_intro(inputs)
});