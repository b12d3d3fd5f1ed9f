/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, reason: NonNullable<unknown> }} Shop_Admin_Pick_RefusedInputs */

const en_shop_admin_pick_refused = /** @type {(inputs: Shop_Admin_Pick_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}: ${i?.reason}.`)
};

const de_shop_admin_pick_refused = /** @type {(inputs: Shop_Admin_Pick_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number}: ${i?.reason}.`)
};

/**
* | output |
* | --- |
* | "Order #{number}: {reason}." |
*
* @param {Shop_Admin_Pick_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_refused = /** @type {((inputs: Shop_Admin_Pick_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_refused(inputs)
	return en_shop_admin_pick_refused(inputs)
});