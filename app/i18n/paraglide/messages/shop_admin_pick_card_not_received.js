/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Card_Not_ReceivedInputs */

const en_shop_admin_pick_card_not_received = /** @type {(inputs: Shop_Admin_Pick_Card_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payment not received`)
};

const de_shop_admin_pick_card_not_received = /** @type {(inputs: Shop_Admin_Pick_Card_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenzahlung nicht eingegangen`)
};

/**
* | output |
* | --- |
* | "Card payment not received" |
*
* @param {Shop_Admin_Pick_Card_Not_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_card_not_received = /** @type {((inputs?: Shop_Admin_Pick_Card_Not_ReceivedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Card_Not_ReceivedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_card_not_received(inputs)
	return en_shop_admin_pick_card_not_received(inputs)
});