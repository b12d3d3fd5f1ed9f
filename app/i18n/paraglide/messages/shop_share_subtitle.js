/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Share_SubtitleInputs */

const en_shop_share_subtitle = /** @type {(inputs: Shop_Share_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Official merchandise of the supporters group`)
};

const de_shop_share_subtitle = /** @type {(inputs: Shop_Share_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offizielle Fanartikel des Fanclubs`)
};

/**
* | output |
* | --- |
* | "Official merchandise of the supporters group" |
*
* @param {Shop_Share_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_share_subtitle = /** @type {((inputs?: Shop_Share_SubtitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Share_SubtitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_share_subtitle(inputs)
	return en_shop_share_subtitle(inputs)
});