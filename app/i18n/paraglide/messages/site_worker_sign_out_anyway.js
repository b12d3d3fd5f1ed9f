/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Sign_Out_AnywayInputs */

const en_site_worker_sign_out_anyway = /** @type {(inputs: Site_Worker_Sign_Out_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out anyway`)
};

const de_site_worker_sign_out_anyway = /** @type {(inputs: Site_Worker_Sign_Out_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trotzdem abmelden`)
};

/**
* | output |
* | --- |
* | "Sign out anyway" |
*
* @param {Site_Worker_Sign_Out_AnywayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_sign_out_anyway = /** @type {((inputs?: Site_Worker_Sign_Out_AnywayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Sign_Out_AnywayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_sign_out_anyway(inputs)
	return en_site_worker_sign_out_anyway(inputs)
});