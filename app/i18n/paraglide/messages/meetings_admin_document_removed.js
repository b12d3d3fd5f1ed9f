/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Document_RemovedInputs */

const en_meetings_admin_document_removed = /** @type {(inputs: Meetings_Admin_Document_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The paper is removed.`)
};

const de_meetings_admin_document_removed = /** @type {(inputs: Meetings_Admin_Document_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Unterlage ist entfernt.`)
};

/**
* | output |
* | --- |
* | "The paper is removed." |
*
* @param {Meetings_Admin_Document_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_document_removed = /** @type {((inputs?: Meetings_Admin_Document_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Document_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_document_removed(inputs)
	return en_meetings_admin_document_removed(inputs)
});