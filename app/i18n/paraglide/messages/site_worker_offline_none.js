/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Offline_NoneInputs */

const en_site_worker_offline_none = /** @type {(inputs: Site_Worker_Offline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device, and nothing else is yet: pages you open with signal are kept for when there is none.`)
};

const de_site_worker_offline_none = /** @type {(inputs: Site_Worker_Offline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist auf diesem Gerät nicht gespeichert, und noch keine andere: Seiten, die du mit Empfang öffnest, werden für die Zeit ohne Empfang aufbewahrt.`)
};

/**
* | output |
* | --- |
* | "This page is not saved on this device, and nothing else is yet: pages you open with signal are kept for when there is none." |
*
* @param {Site_Worker_Offline_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_none = /** @type {((inputs?: Site_Worker_Offline_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_offline_none(inputs)
	return en_site_worker_offline_none(inputs)
});