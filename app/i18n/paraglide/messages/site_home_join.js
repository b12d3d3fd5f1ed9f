/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_JoinInputs */

const en_site_home_join = /** @type {(inputs: Site_Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

const de_site_home_join = /** @type {(inputs: Site_Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Site_Home_JoinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_join = /** @type {((inputs?: Site_Home_JoinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_JoinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_join(inputs)
	return en_site_home_join(inputs)
});