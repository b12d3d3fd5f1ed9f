/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_UploadInputs */

const en_meetings_admin_upload = /** @type {(inputs: Meetings_Admin_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a PDF`)
};

const de_meetings_admin_upload = /** @type {(inputs: Meetings_Admin_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF hochladen`)
};

/**
* | output |
* | --- |
* | "Upload a PDF" |
*
* @param {Meetings_Admin_UploadInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_upload = /** @type {((inputs?: Meetings_Admin_UploadInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_UploadInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_upload(inputs)
	return en_meetings_admin_upload(inputs)
});