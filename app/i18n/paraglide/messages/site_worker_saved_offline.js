/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_OfflineInputs */

const en_site_worker_saved_offline = /** @type {(inputs: Site_Worker_Saved_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved at ${i?.time} — you're offline`)
};

const de_site_worker_saved_offline = /** @type {(inputs: Site_Worker_Saved_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert um ${i?.time} – du bist offline`)
};

/**
* | output |
* | --- |
* | "Saved at {time} — you're offline" |
*
* @param {Site_Worker_Saved_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_saved_offline = /** @type {((inputs: Site_Worker_Saved_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Saved_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_saved_offline(inputs)
	return en_site_worker_saved_offline(inputs)
});