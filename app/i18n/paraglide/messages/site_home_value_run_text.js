/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Value_Run_TextInputs */

const en_site_home_value_run_text = /** @type {(inputs: Site_Home_Value_Run_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are independent, non-profit and volunteer-run. Every member has a voice and a vote.`)
};

const de_site_home_value_run_text = /** @type {(inputs: Site_Home_Value_Run_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir sind unabhängig, gemeinnützig und ehrenamtlich organisiert. Jedes Mitglied hat eine Stimme.`)
};

/**
* | output |
* | --- |
* | "We are independent, non-profit and volunteer-run. Every member has a voice and a vote." |
*
* @param {Site_Home_Value_Run_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_run_text = /** @type {((inputs?: Site_Home_Value_Run_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Run_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_value_run_text(inputs)
	return en_site_home_value_run_text(inputs)
});