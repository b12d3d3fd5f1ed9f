/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Tiers_HintInputs */

const en_news_admin_tiers_hint = /** @type {(inputs: News_Admin_Tiers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None ticked: every tier.`)
};

const de_news_admin_tiers_hint = /** @type {(inputs: News_Admin_Tiers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine angekreuzt: alle Stufen.`)
};

/**
* | output |
* | --- |
* | "None ticked: every tier." |
*
* @param {News_Admin_Tiers_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_tiers_hint = /** @type {((inputs?: News_Admin_Tiers_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Tiers_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_tiers_hint(inputs)
	return en_news_admin_tiers_hint(inputs)
});