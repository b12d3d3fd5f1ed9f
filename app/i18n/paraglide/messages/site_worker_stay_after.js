/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Stay_AfterInputs */

const en_site_worker_stay_after = /** @type {(inputs: Site_Worker_Stay_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: they are sent when the signal is back.`)
};

const de_site_worker_stay_after = /** @type {(inputs: Site_Worker_Stay_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: Es wird gesendet, sobald du wieder Empfang hast.`)
};

/**
* | output |
* | --- |
* | ": they are sent when the signal is back." |
*
* @param {Site_Worker_Stay_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_stay_after = /** @type {((inputs?: Site_Worker_Stay_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Stay_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_stay_after(inputs)
	return en_site_worker_stay_after(inputs)
});