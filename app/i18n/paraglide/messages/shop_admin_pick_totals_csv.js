/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Totals_CsvInputs */

const en_shop_admin_pick_totals_csv = /** @type {(inputs: Shop_Admin_Pick_Totals_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download totals CSV`)
};

const de_shop_admin_pick_totals_csv = /** @type {(inputs: Shop_Admin_Pick_Totals_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summen als CSV herunterladen`)
};

/**
* | output |
* | --- |
* | "Download totals CSV" |
*
* @param {Shop_Admin_Pick_Totals_CsvInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_totals_csv = /** @type {((inputs?: Shop_Admin_Pick_Totals_CsvInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Totals_CsvInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_totals_csv(inputs)
	return en_shop_admin_pick_totals_csv(inputs)
});