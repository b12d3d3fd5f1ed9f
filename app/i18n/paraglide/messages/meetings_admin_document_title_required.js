/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Document_Title_RequiredInputs */

const en_meetings_admin_document_title_required = /** @type {(inputs: Meetings_Admin_Document_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the paper a title`)
};

const de_meetings_admin_document_title_required = /** @type {(inputs: Meetings_Admin_Document_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib der Unterlage einen Titel`)
};

/**
* | output |
* | --- |
* | "Give the paper a title" |
*
* @param {Meetings_Admin_Document_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_document_title_required = /** @type {((inputs?: Meetings_Admin_Document_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Document_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_document_title_required(inputs)
	return en_meetings_admin_document_title_required(inputs)
});