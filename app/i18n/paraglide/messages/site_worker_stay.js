/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_StayInputs */

const en_site_worker_stay = /** @type {(inputs: Site_Worker_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay signed in`)
};

const de_site_worker_stay = /** @type {(inputs: Site_Worker_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet bleiben`)
};

/**
* | output |
* | --- |
* | "Stay signed in" |
*
* @param {Site_Worker_StayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_stay = /** @type {((inputs?: Site_Worker_StayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_StayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_stay(inputs)
	return en_site_worker_stay(inputs)
});