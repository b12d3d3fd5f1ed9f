/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Back_EventInputs */

const en_shop_admin_pick_back_event = /** @type {(inputs: Shop_Admin_Pick_Back_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders for this event`)
};

const de_shop_admin_pick_back_event = /** @type {(inputs: Shop_Admin_Pick_Back_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen für diesen Termin`)
};

/**
* | output |
* | --- |
* | "Orders for this event" |
*
* @param {Shop_Admin_Pick_Back_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_back_event = /** @type {((inputs?: Shop_Admin_Pick_Back_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Back_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_back_event(inputs)
	return en_shop_admin_pick_back_event(inputs)
});