/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Run_TitleInputs */

const en_site_home_value_run_title = /** @type {(inputs: Site_Home_Value_Run_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run by supporters`)
};

const de_site_home_value_run_title = /** @type {(inputs: Site_Home_Value_Run_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Fans für Fans`)
};

/**
* | output |
* | --- |
* | "Run by supporters" |
*
* @param {Site_Home_Value_Run_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_run_title = /** @type {((inputs?: Site_Home_Value_Run_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Run_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_run_title(inputs)
	return en_site_home_value_run_title(inputs)
});