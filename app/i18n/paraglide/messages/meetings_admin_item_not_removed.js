/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Item_Not_RemovedInputs */

const en_meetings_admin_item_not_removed = /** @type {(inputs: Meetings_Admin_Item_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items can be removed only before the notice goes out.`)
};

const de_meetings_admin_item_not_removed = /** @type {(inputs: Meetings_Admin_Item_Not_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte lassen sich nur vor dem Verschicken der Einladung entfernen.`)
};

/**
* | output |
* | --- |
* | "Items can be removed only before the notice goes out." |
*
* @param {Meetings_Admin_Item_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_item_not_removed = /** @type {((inputs?: Meetings_Admin_Item_Not_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Item_Not_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_item_not_removed(inputs)
	return en_meetings_admin_item_not_removed(inputs)
});