/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Item_Kind_ElectionInputs */

const en_meetings_admin_item_kind_election = /** @type {(inputs: Meetings_Admin_Item_Kind_ElectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Election`)
};

const de_meetings_admin_item_kind_election = /** @type {(inputs: Meetings_Admin_Item_Kind_ElectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wahl`)
};

/**
* | output |
* | --- |
* | "Election" |
*
* @param {Meetings_Admin_Item_Kind_ElectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_item_kind_election = /** @type {((inputs?: Meetings_Admin_Item_Kind_ElectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Item_Kind_ElectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_item_kind_election(inputs)
	return en_meetings_admin_item_kind_election(inputs)
});