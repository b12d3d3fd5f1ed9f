/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Item_RemovedInputs */

const en_meetings_admin_item_removed = /** @type {(inputs: Meetings_Admin_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item is off the agenda.`)
};

const de_meetings_admin_item_removed = /** @type {(inputs: Meetings_Admin_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Punkt ist von der Tagesordnung genommen.`)
};

/**
* | output |
* | --- |
* | "The item is off the agenda." |
*
* @param {Meetings_Admin_Item_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_item_removed = /** @type {((inputs?: Meetings_Admin_Item_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Item_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_item_removed(inputs)
	return en_meetings_admin_item_removed(inputs)
});