/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Community_TextInputs */

const en_site_home_value_community_text = /** @type {(inputs: Site_Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food drives, youth clinics and park clean-ups: we show up for our city, not just on match day.`)
};

const de_site_home_value_community_text = /** @type {(inputs: Site_Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebensmittelsammlungen, Jugendtrainings und Aufräumaktionen im Park: Wir sind für unsere Stadt da, nicht nur am Spieltag.`)
};

/**
* | output |
* | --- |
* | "Food drives, youth clinics and park clean-ups: we show up for our city, not just on match day." |
*
* @param {Site_Home_Value_Community_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_community_text = /** @type {((inputs?: Site_Home_Value_Community_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Community_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_community_text(inputs)
	return en_site_home_value_community_text(inputs)
});