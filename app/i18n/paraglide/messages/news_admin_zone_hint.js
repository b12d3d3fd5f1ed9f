/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} News_Admin_Zone_HintInputs */

const en_news_admin_zone_hint = /** @type {(inputs: News_Admin_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time.`)
};

const de_news_admin_zone_hint = /** @type {(inputs: News_Admin_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}.`)
};

/**
* | output |
* | --- |
* | "In {zone} time." |
*
* @param {News_Admin_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_zone_hint = /** @type {((inputs: News_Admin_Zone_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Zone_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_zone_hint(inputs)
	return en_news_admin_zone_hint(inputs)
});