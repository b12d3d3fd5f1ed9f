/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Share_Card_SubtitleInputs */

const en_site_share_card_subtitle = /** @type {(inputs: Site_Share_Card_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches, watch parties, away days and merch`)
};

const de_site_share_card_subtitle = /** @type {(inputs: Site_Share_Card_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele, Public Viewing, Auswärtsfahrten und Merch`)
};

/**
* | output |
* | --- |
* | "Matches, watch parties, away days and merch" |
*
* @param {Site_Share_Card_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_subtitle = /** @type {((inputs?: Site_Share_Card_SubtitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_SubtitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_share_card_subtitle(inputs)
	return en_site_share_card_subtitle(inputs)
});