/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Offline_SavedInputs */

const en_site_worker_offline_saved = /** @type {(inputs: Site_Worker_Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device. These are:`)
};

const de_site_worker_offline_saved = /** @type {(inputs: Site_Worker_Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist auf diesem Gerät nicht gespeichert. Diese hier schon:`)
};

/**
* | output |
* | --- |
* | "This page is not saved on this device. These are:" |
*
* @param {Site_Worker_Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_saved = /** @type {((inputs?: Site_Worker_Offline_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_offline_saved(inputs)
	return en_site_worker_offline_saved(inputs)
});