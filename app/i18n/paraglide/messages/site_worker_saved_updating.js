/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_UpdatingInputs */

const en_site_worker_saved_updating = /** @type {(inputs: Site_Worker_Saved_UpdatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved at ${i?.time} — updating`)
};

const de_site_worker_saved_updating = /** @type {(inputs: Site_Worker_Saved_UpdatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert um ${i?.time} – wird aktualisiert`)
};

/**
* | output |
* | --- |
* | "Saved at {time} — updating" |
*
* @param {Site_Worker_Saved_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_saved_updating = /** @type {((inputs: Site_Worker_Saved_UpdatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Saved_UpdatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_saved_updating(inputs)
	return en_site_worker_saved_updating(inputs)
});