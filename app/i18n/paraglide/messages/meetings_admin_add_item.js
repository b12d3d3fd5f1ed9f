/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Add_ItemInputs */

const en_meetings_admin_add_item = /** @type {(inputs: Meetings_Admin_Add_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an item`)
};

const de_meetings_admin_add_item = /** @type {(inputs: Meetings_Admin_Add_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkt hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add an item" |
*
* @param {Meetings_Admin_Add_ItemInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_add_item = /** @type {((inputs?: Meetings_Admin_Add_ItemInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Add_ItemInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_add_item(inputs)
	return en_meetings_admin_add_item(inputs)
});