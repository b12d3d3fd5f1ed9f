/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Document_AddedInputs */

const en_meetings_admin_document_added = /** @type {(inputs: Meetings_Admin_Document_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The paper is added.`)
};

const de_meetings_admin_document_added = /** @type {(inputs: Meetings_Admin_Document_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Unterlage ist hinzugefügt.`)
};

/**
* | output |
* | --- |
* | "The paper is added." |
*
* @param {Meetings_Admin_Document_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_document_added = /** @type {((inputs?: Meetings_Admin_Document_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Document_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_document_added(inputs)
	return en_meetings_admin_document_added(inputs)
});