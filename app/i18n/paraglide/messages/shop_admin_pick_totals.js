/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_TotalsInputs */

const en_shop_admin_pick_totals = /** @type {(inputs: Shop_Admin_Pick_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals to bring`)
};

const de_shop_admin_pick_totals = /** @type {(inputs: Shop_Admin_Pick_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitzubringen`)
};

/**
* | output |
* | --- |
* | "Totals to bring" |
*
* @param {Shop_Admin_Pick_TotalsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_totals = /** @type {((inputs?: Shop_Admin_Pick_TotalsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_TotalsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_totals(inputs)
	return en_shop_admin_pick_totals(inputs)
});