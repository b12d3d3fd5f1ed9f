/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Admin_Remove_ItemInputs */

const en_meetings_admin_remove_item = /** @type {(inputs: Meetings_Admin_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.title}`)
};

const de_meetings_admin_remove_item = /** @type {(inputs: Meetings_Admin_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} entfernen`)
};

/**
* | output |
* | --- |
* | "Remove {title}" |
*
* @param {Meetings_Admin_Remove_ItemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_remove_item = /** @type {((inputs: Meetings_Admin_Remove_ItemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Remove_ItemInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_remove_item(inputs)
	return en_meetings_admin_remove_item(inputs)
});