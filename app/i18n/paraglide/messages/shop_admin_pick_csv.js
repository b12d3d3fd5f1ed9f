/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_CsvInputs */

const en_shop_admin_pick_csv = /** @type {(inputs: Shop_Admin_Pick_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_shop_admin_pick_csv = /** @type {(inputs: Shop_Admin_Pick_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Shop_Admin_Pick_CsvInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_csv = /** @type {((inputs?: Shop_Admin_Pick_CsvInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_CsvInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_csv(inputs)
	return en_shop_admin_pick_csv(inputs)
});