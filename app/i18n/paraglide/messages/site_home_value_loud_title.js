/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Loud_TitleInputs */

const en_site_home_value_loud_title = /** @type {(inputs: Site_Home_Value_Loud_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loud and proud`)
};

const de_site_home_value_loud_title = /** @type {(inputs: Site_Home_Value_Loud_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laut und stolz`)
};

/**
* | output |
* | --- |
* | "Loud and proud" |
*
* @param {Site_Home_Value_Loud_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_loud_title = /** @type {((inputs?: Site_Home_Value_Loud_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Loud_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_loud_title(inputs)
	return en_site_home_value_loud_title(inputs)
});