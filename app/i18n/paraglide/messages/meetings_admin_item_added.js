/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Item_AddedInputs */

const en_meetings_admin_item_added = /** @type {(inputs: Meetings_Admin_Item_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item is on the agenda.`)
};

const de_meetings_admin_item_added = /** @type {(inputs: Meetings_Admin_Item_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Punkt steht auf der Tagesordnung.`)
};

/**
* | output |
* | --- |
* | "The item is on the agenda." |
*
* @param {Meetings_Admin_Item_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_item_added = /** @type {((inputs?: Meetings_Admin_Item_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Item_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_item_added(inputs)
	return en_meetings_admin_item_added(inputs)
});