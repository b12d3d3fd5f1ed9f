/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Community_TitleInputs */

const en_site_home_value_community_title = /** @type {(inputs: Site_Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of the community`)
};

const de_site_home_value_community_title = /** @type {(inputs: Site_Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teil der Stadt`)
};

/**
* | output |
* | --- |
* | "Part of the community" |
*
* @param {Site_Home_Value_Community_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_community_title = /** @type {((inputs?: Site_Home_Value_Community_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Community_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_community_title(inputs)
	return en_site_home_value_community_title(inputs)
});