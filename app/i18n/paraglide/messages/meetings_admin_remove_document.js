/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Admin_Remove_DocumentInputs */

const en_meetings_admin_remove_document = /** @type {(inputs: Meetings_Admin_Remove_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.title}`)
};

const de_meetings_admin_remove_document = /** @type {(inputs: Meetings_Admin_Remove_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} entfernen`)
};

/**
* | output |
* | --- |
* | "Remove {title}" |
*
* @param {Meetings_Admin_Remove_DocumentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_remove_document = /** @type {((inputs: Meetings_Admin_Remove_DocumentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Remove_DocumentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_remove_document(inputs)
	return en_meetings_admin_remove_document(inputs)
});