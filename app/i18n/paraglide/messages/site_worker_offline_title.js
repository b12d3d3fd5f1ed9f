/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Offline_TitleInputs */

const en_site_worker_offline_title = /** @type {(inputs: Site_Worker_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're offline`)
};

const de_site_worker_offline_title = /** @type {(inputs: Site_Worker_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist offline`)
};

/**
* | output |
* | --- |
* | "You're offline" |
*
* @param {Site_Worker_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_title = /** @type {((inputs?: Site_Worker_Offline_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_offline_title(inputs)
	return en_site_worker_offline_title(inputs)
});