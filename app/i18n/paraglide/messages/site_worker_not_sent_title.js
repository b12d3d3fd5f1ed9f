/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Not_Sent_TitleInputs */

const en_site_worker_not_sent_title = /** @type {(inputs: Site_Worker_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const de_site_worker_not_sent_title = /** @type {(inputs: Site_Worker_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesendet`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Site_Worker_Not_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_not_sent_title = /** @type {((inputs?: Site_Worker_Not_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Not_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_not_sent_title(inputs)
	return en_site_worker_not_sent_title(inputs)
});