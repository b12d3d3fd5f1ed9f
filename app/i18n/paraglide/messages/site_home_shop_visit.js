/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Shop_VisitInputs */

const en_site_home_shop_visit = /** @type {(inputs: Site_Home_Shop_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit the shop →`)
};

const de_site_home_shop_visit = /** @type {(inputs: Site_Home_Shop_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop →`)
};

/**
* | output |
* | --- |
* | "Visit the shop →" |
*
* @param {Site_Home_Shop_VisitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_visit = /** @type {((inputs?: Site_Home_Shop_VisitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_VisitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_shop_visit(inputs)
	return en_site_home_shop_visit(inputs)
});