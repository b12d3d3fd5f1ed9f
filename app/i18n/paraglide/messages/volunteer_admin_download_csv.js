/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Download_CsvInputs */

const en_volunteer_admin_download_csv = /** @type {(inputs: Volunteer_Admin_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_volunteer_admin_download_csv = /** @type {(inputs: Volunteer_Admin_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Volunteer_Admin_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_download_csv = /** @type {((inputs?: Volunteer_Admin_Download_CsvInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Download_CsvInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_download_csv(inputs)
	return en_volunteer_admin_download_csv(inputs)
});