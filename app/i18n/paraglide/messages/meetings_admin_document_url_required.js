/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Document_Url_RequiredInputs */

const en_meetings_admin_document_url_required = /** @type {(inputs: Meetings_Admin_Document_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the paper's address`)
};

const de_meetings_admin_document_url_required = /** @type {(inputs: Meetings_Admin_Document_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Adresse der Unterlage ein`)
};

/**
* | output |
* | --- |
* | "Enter the paper's address" |
*
* @param {Meetings_Admin_Document_Url_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_document_url_required = /** @type {((inputs?: Meetings_Admin_Document_Url_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Document_Url_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_document_url_required(inputs)
	return en_meetings_admin_document_url_required(inputs)
});